import { loanPageTexts as t } from './loan-texts.ts';
import { formatEuro, formatUnitPrice } from '../../ui/format.ts';

/**
 * The monthly payment beside what the option saves a month on today's energy bill (issue #38.3, docs/decisions/0138),
 * and what that leaves: more a month than now, less, or about the same. Amounts in whole euros, as the page shows
 * them, so a saving of 40 cents reads as 'about the same' and never as '€ 0'; the payment keeps its cents.
 */
export function besideSaving(monthlySavingEur: number, monthlyPaymentEur: number): { beside: string; net: string } {
  const saving = Math.round(monthlySavingEur);
  const savingPart =
    saving > 0 ? t.saves(formatEuro(saving)) : saving < 0 ? t.costsMore(formatEuro(-saving)) : t.savesNothing;
  const net = Math.round(monthlyPaymentEur - monthlySavingEur);
  return {
    beside: t.loanCosts(savingPart, formatUnitPrice(monthlyPaymentEur)),
    net: net > 0 ? t.netMore(formatEuro(net)) : net < 0 ? t.netLess(formatEuro(-net)) : t.netEven,
  };
}
