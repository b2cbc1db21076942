import { Fragment } from 'react';

// A bare web address in running text ('warmtefonds.nl', 'www.rvo.nl'): parts of letters, digits and hyphens joined
// by dots, ending in a top-level domain of two or more lower-case letters. Amounts ('€ 60.000') have no letters after
// their dot and abbreviations ('e.g.') no two.
const WEB_ADDRESS = /[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}\b/gu;

/**
 * Text whose web addresses are links that may wrap but are never hyphenated (record 0155). Hyphenation follows the
 * text's language (`hyphens: auto` in shell.css), and a hyphen the browser adds inside 'warmtefonds.nl' would read as
 * part of the address. At 320 px with 200 % text an address can be wider than its line: a <wbr> before each dot
 * lets it wrap where a reader expects an address to, and `overflow-wrap: anywhere` (shell.css) inside a part that
 * is still too wide. A link opens in a new tab, as the questionnaires' links do: the resident keeps the advice.
 */
export function WithWebAddresses({ text }: { text: string }) {
  const parts: (string | { address: string })[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    parts.push(text.slice(from, match.index), { address: match[0] });
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={i}
            className="utrecht-link utrecht-link--html-a bw-web-address"
            href={`https://${part.address}`}
            target="_blank"
            rel="noreferrer"
          >
            {part.address.split('.').map((piece, p) => (
              <Fragment key={p}>
                {p > 0 ? (
                  <>
                    <wbr />.
                  </>
                ) : null}
                {piece}
              </Fragment>
            ))}
          </a>
        ),
      )}
    </>
  );
}
