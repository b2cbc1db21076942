import { PrivacyStatement } from './privacy-statement.tsx';
import { privacyPanelTexts } from './texts.ts';

export function PrivacyPage() {
  return (
    <>
      <title>{`${privacyPanelTexts.title} – Buurtwarmte`}</title>
      <h1>{privacyPanelTexts.title}</h1>
      <PrivacyStatement headingLevel={2} />
    </>
  );
}
