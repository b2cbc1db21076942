import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { faqQuery } from '../../api/content.ts';
import { useLocale } from '../../state/language.ts';
import { adviceDetailTexts as t } from './texts.ts';

/** Spec §2 FAQ (toggle): each question opens its answer; native details/summary work with keyboard and readers. */
export function FaqList({ docs }: { docs: readonly string[] }) {
  const id = useId();
  const locale = useLocale();
  const files = useQueries({ queries: docs.map((doc) => faqQuery(doc, locale)) });
  const questions = files.flatMap((file) => file.data?.questions ?? []);
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t.faqTitle}</h3>
      {questions.map((item) => (
        <details key={item.question} className="bw-faq">
          <summary>{item.question}</summary>
          {item.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
      ))}
    </section>
  );
}
