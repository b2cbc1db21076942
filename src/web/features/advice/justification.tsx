import { useQuery } from '@tanstack/react-query';
import { SecondaryActionButton } from '@utrecht/button-react';
import { useState } from 'react';
import type { AdviceItemDto, EnergyCostTodayDto } from '../../../contract/advice.ts';
import {
  carrierNames,
  carrierUnits,
  priceUnitTexts,
  explanationLabels,
  explanationSources,
  explanationUnitTexts,
} from '../../../contract/explanation-texts.ts';
import { EXPLANATION_UNITS } from '../../../vocabulary/explanations.ts';
import { adviceSettingsQuery, type HomeKey } from '../../api/advice.ts';
import { MeasuredHeatLossPanel } from '../../common/measured-heat-loss.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { formatEuro, formatNumber, formatTariff, formatUnitPrice } from '../../ui/format.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { SlideOver } from '../../ui/slide-over.tsx';
import { adviceDetailTexts as t } from './texts.ts';

type Line = AdviceItemDto['explanation']['assumptions'][number];

/**
 * A line's figure with its unit (src/vocabulary/explanations.ts): a tariff per unit with its decimals, an amount in
 * whole euros, a quantity to one decimal. The figures keep a plain space before their unit, the one place record
 * 0141 leaves out: in the side dialog at 320 px with 200 % text an unbreakable '5.080,6 kWh' broke inside 'kWh' in two
 * gate runs (the reflow check of tests/e2e/reflow-root-text.spec.ts), and a unit on the next line is the lesser fault
 * than a unit cut in two.
 */
function amount(line: Line): string {
  const unit = EXPLANATION_UNITS[line.id];
  const text = inActiveLanguage(explanationUnitTexts[unit]);
  switch (unit) {
    case 'eur':
      return formatEuro(line.value);
    case 'eurPerM3':
    case 'eurPerKWh':
      return `${formatTariff(line.value)} ${text}`;
    case 'eurPerYear':
      return `${formatEuro(line.value)} ${text}`;
    default:
      return `${formatNumber(Math.round(line.value * 10) / 10)} ${text}`;
  }
}

/** A line as the Verantwoording lists it: its name and figure, and under it where the figure comes from. */
function LineItem({ line }: { line: Line }) {
  return (
    <li>
      <span>
        {inActiveLanguage(explanationLabels[line.id])}: <strong>{amount(line)}</strong>
      </span>
      <br />
      <span className="bw-sources__source">
        {t.sourceLabel}: {inActiveLanguage(explanationSources[line.source])}
      </span>
    </li>
  );
}

/** An energy line: the carrier, its yearly amount in its unit and what it costs. */
function EnergyItem({ line }: { line: EnergyCostTodayDto['lines'][number] }) {
  return (
    <li>
      {inActiveLanguage(carrierNames[line.carrier])}: {formatNumber(Math.round(line.amount))}{' '}
      {inActiveLanguage(carrierUnits[line.carrier])}, {formatEuro(line.costEur)}
    </li>
  );
}

/**
 * Spec §2 'Verantwoording': the campaign's assumptions and the figures the engine used, each with its source, and
 * today's energy bill beside the option's, the saving the loan section sets the payment against (record 0138).
 */
export function Justification({
  option,
  today,
  home,
}: {
  option: AdviceItemDto;
  today: EnergyCostTodayDto;
  home: HomeKey;
}) {
  const { measurementId } = home;
  const [open, setOpen] = useState(false);
  const settings = useQuery({ ...adviceSettingsQuery(measurementId), enabled: open });
  const c = t.campaign;
  const lines = [...option.explanation.assumptions, ...option.explanation.investment, ...option.explanation.yearlyCost];
  return (
    <>
      <SecondaryActionButton type="button" onClick={() => setOpen(true)}>
        {t.justification}
      </SecondaryActionButton>
      <SlideOver open={open} title={t.justificationTitle} closeLabel={t.close} onClose={() => setOpen(false)}>
        <h3>{t.campaignTitle}</h3>
        {settings.data ? (
          <>
            <ul>
              <li>{c.period(settings.data.startYearEnergyPrice, settings.data.durationEnergyPrice)}</li>
              <li>{c.vat(settings.data.pricesIncludeVat)}</li>
              <li>{c.subsidies(settings.data.isSubsidiesTakenInConsideration)}</li>
              <li>{c.green(settings.data.percentageOfGreenElectricity)}</li>
              <li>{c.gas(t.gasName(settings.data.typeOfGas))}</li>
              {settings.data.heatNets.map((net) => (
                <li key={`${net.type}-${net.temperature}`}>
                  {c.heatNet(net.type, net.temperature, formatUnitPrice(net.price), formatEuro(net.standingCharge))}
                </li>
              ))}
            </ul>
            <h4>{t.pricesTitle}</h4>
            <dl className="bw-pairs">
              {settings.data.prices.map((price) => (
                <div key={price.name} className="bw-pairs__pair">
                  <dt>{t.priceName(price.name)}</dt>
                  <dd>
                    {/* A price per unit needs cents (€ 0,27 per kWh); a yearly charge is an amount: whole euros. */}
                    {price.unit === '€/jaar'
                      ? formatEuro(price.averagePriceDuringPeriod)
                      : formatUnitPrice(price.averagePriceDuringPeriod)}{' '}
                    {/* The unit by the price's name, in the app's language (record 0153): not the settings' Dutch. */}
                    {inActiveLanguage(priceUnitTexts[price.name])}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        <h4>{t.billTitle}</h4>
        <ul className="bw-sources">
          {option.explanation.bill.map((line) => (
            <LineItem key={line.id} line={line} />
          ))}
        </ul>
        {/* Model and measurement side by side (issue #39.4); loaded when the panel opens. */}
        {open ? (
          <section aria-labelledby="verantwoording-meting" className="bw-measured">
            <MeasuredHeatLossPanel home={home} headingId="verantwoording-meting" headingLevel={3} />
            <p>
              <AppLink to="/mijnhuis/meterstanden">{t.readingsLink}</AppLink>
            </p>
          </section>
        ) : null}
        <h3>{t.engineTitle}</h3>
        <ul className="bw-sources">
          {lines.map((line) => (
            <LineItem key={line.id} line={line} />
          ))}
        </ul>
        <h4>{t.energyTitle}</h4>
        <ul>
          {option.explanation.energy.map((line) => (
            <EnergyItem key={line.carrier} line={line} />
          ))}
        </ul>
        <TodayBeside option={option} today={today} />
      </SlideOver>
    </>
  );
}

/** Today's bill (what the home uses now, and the fixed charges it pays now) beside the option's, and the difference. */
function TodayBeside({ option, today }: { option: AdviceItemDto; today: EnergyCostTodayDto }) {
  const w = t.today;
  const saving = today.savings.find((s) => s.adviceId === option.id);
  return (
    <section aria-labelledby="verantwoording-nu">
      <h4 id="verantwoording-nu">{w.title}</h4>
      <p>{w.what}</p>
      <p>{w.energyNow}</p>
      <ul>
        {today.lines.map((line) => (
          <EnergyItem key={line.carrier} line={line} />
        ))}
        <li>
          {w.standing}: {formatEuro(today.standingChargesEur)}
        </li>
      </ul>
      <dl className="bw-pairs">
        <div className="bw-pairs__pair">
          <dt>{w.now}</dt>
          <dd>{w.perYear(formatEuro(today.yearlyEur))}</dd>
        </div>
        <div className="bw-pairs__pair">
          <dt>{w.withOption}</dt>
          <dd>{w.perYear(formatEuro(option.yearlyEnergyCost))}</dd>
        </div>
        {saving ? (
          <div className="bw-pairs__pair">
            <dt>{saving.yearlyEur >= 0 ? w.saves : w.costsMore}</dt>
            <dd>
              {w.perYearAndMonth(formatEuro(Math.abs(saving.yearlyEur)), formatEuro(Math.abs(saving.monthlyEur)))}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
