/** A PO catalogue imported in the web app: @lingui/vite-plugin compiles it into the messages Lingui looks up. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
