import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { endpointAreas } from '../../src/contract/endpoints.ts';
import type { EndpointAddress } from '../../src/contract/endpoints/endpoint.ts';

const contract = (file: string) => fileURLToPath(new URL(`../../src/contract/${file}`, import.meta.url));

/**
 * The three zod-free address tables, with where each is written: the resident app's calls, which come with the
 * first screens; the calls of the pages loaded later (the working group's, and those after the advice) and the
 * console's, which the web app loads only with those pages (each page's API module joins its table to the client with `addRoutes`).
 */
export const ADDRESS_TABLES = [
  {
    file: contract('endpoint-addresses.ts'),
    constant: 'endpointAddresses',
    addresses: 'resident',
    about:
      "The resident app's calls: the web client reads this table directly, so its first screens need not load zod.",
  },
  {
    file: contract('later-endpoint-addresses.ts'),
    constant: 'laterEndpointAddresses',
    addresses: 'later',
    about:
      'The calls of the pages after the advice (steps, quotes, loan, meter readings, the low-temperature test): the web app loads these only with those pages, so the first screens do not carry them.',
  },
  {
    file: contract('organiser-endpoint-addresses.ts'),
    constant: 'organiserEndpointAddresses',
    addresses: 'console',
    about:
      "The campaign console's calls (docs/decisions/0106): the web app loads these only with the console's pages, so the first screens do not carry them.",
  },
] as const;

/** A doc comment of lines no longer than the repository's 120 characters (Prettier leaves comments as they are). */
function docComment(text: string): string[] {
  const lines = [''];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (lines[last] && ` * ${lines[last]} ${word}`.length > 116) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return ['/**', ...lines.map((line) => ` * ${line}`), ' */'];
}

/** The source of one address table, formatted as the repository's Prettier settings format it. */
export async function renderAddressTable(table: (typeof ADDRESS_TABLES)[number]): Promise<string> {
  const rows = Object.values(endpointAreas)
    .filter((area) => area.addresses === table.addresses)
    .flatMap((area) => Object.entries(area.endpoints))
    .map(
      ([name, { method, path, auth }]: [string, EndpointAddress]) =>
        `  ${name}: { method: '${method}', path: '${path}', auth: '${auth}' },`,
    );
  const source = [
    '// Generated from src/contract/endpoints/ by `npm run contract:addresses`: edit a call there, not here.',
    "import type { EndpointAddress } from './endpoints/endpoint.ts';",
    '',
    'export type { EndpointAddress };',
    '',
    ...docComment(`Method, path and auth of each call, without zod. ${table.about}`),
    `export const ${table.constant} = {`,
    ...rows,
    '} as const satisfies Record<string, EndpointAddress>;',
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(table.file);
  return prettier.format(source, { ...options, filepath: table.file });
}
