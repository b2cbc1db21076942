import './info.css';
import { AppLink } from '../../ui/app-link.tsx';
import { explanationTexts as t } from './texts.ts';

/** /uitleg: the four routes and how the advice comes about. */
export function ExplanationPage() {
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      <h2>{t.routesTitle}</h2>
      <div className="bw-route-cards">
        {t.routes.map((route) => (
          <section
            key={route.id}
            className={`bw-card bw-route bw-route--${route.id}`}
            aria-labelledby={`route-${route.id}`}
          >
            <h3 id={`route-${route.id}`}>{route.title}</h3>
            <p>{route.text}</p>
          </section>
        ))}
      </div>
      <h2>{t.adviceTitle}</h2>
      <ol className="bw-steps">
        {t.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p>
        <AppLink to="/isolatielabel">{t.labelLink}</AppLink>
      </p>
    </>
  );
}
