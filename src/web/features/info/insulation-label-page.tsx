import { insulationLabelTexts as t } from './texts.ts';

/** /isolatielabel: labels A+ to G with their colours, and the insulation levels per component. */
export function InsulationLabelPage() {
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      <h2>{t.labelsTitle}</h2>
      <ul className="bw-label-scale">
        {t.labels.map(({ label, text }) => (
          <li key={label} className="bw-label-scale__row">
            <span className={`bw-energy-label bw-energy-label--${label === 'A+' ? 'a-plus' : label.toLowerCase()}`}>
              {label}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <h2>{t.differenceTitle}</h2>
      {t.difference.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h2>{t.levelsTitle}</h2>
      <p>{t.levelsIntro}</p>
      <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.levelsTitle}>
        <table className="bw-table">
          <thead>
            <tr>
              <th scope="col">{t.part}</th>
              <th scope="col">{t.levelsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {t.levels.map((row) => (
              <tr key={row.part}>
                <th scope="row">{row.part}</th>
                <td>{row.levels}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
