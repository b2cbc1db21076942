import { useId } from 'react';
import { statementTexts } from './statement-texts.ts';

/** The full statement; in the panel its headings sit one level below the panel title. */
export function PrivacyStatement({ headingLevel }: { headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The page and the panel may both show the statement; their heading ids must differ.
  const idPrefix = useId();
  return (
    <div className="bw-prose">
      <p>{statementTexts.intro}</p>
      {statementTexts.sections.map((section) => (
        <section key={section.id} aria-labelledby={`${idPrefix}-${section.id}`}>
          <Heading id={`${idPrefix}-${section.id}`}>{section.heading}</Heading>
          {section.blocks.map((block, index) =>
            typeof block === 'string' ? (
              <p key={index}>{block}</p>
            ) : (
              <ul key={index}>
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
