import type { RouterOperator } from '../../../contract/flow-script.ts';

/** A value a router compares: an answer, a real-estate property, or nothing known. */
export type RouterValue = string | number | boolean | null | undefined;

const asList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Spec §4 router comparison. Numeric operators parse both sides as integers (parseInt, as the spec says:
 * '12.7' compares as 12); the list operators read comma-separated lists; EXISTS asks for a defined, non-null value.
 */
export function compare(actual: RouterValue, operator: RouterOperator, compareValue: string): boolean {
  if (operator === 'EXISTS') return actual !== undefined && actual !== null && actual !== '';
  if (actual === undefined || actual === null) return operator === '!=' || operator === 'NOT CONTAINS';
  const text = String(actual);
  switch (operator) {
    case 'CONTAINS':
      return asList(text).includes(compareValue.trim());
    case 'NOT CONTAINS':
      return !asList(text).includes(compareValue.trim());
    case 'COUNT IS MORE THAN':
      return asList(text).length > parseInt(compareValue, 10);
    case '==':
    case '!=': {
      const left = parseInt(text, 10);
      const right = parseInt(compareValue, 10);
      // Whole numbers compare as numbers ('08' == '8'); anything else, such as 'tussenwoning' or 'true', as text.
      const equal = Number.isNaN(left) || Number.isNaN(right) ? text === compareValue : left === right;
      return operator === '==' ? equal : !equal;
    }
    default: {
      const left = parseInt(text, 10);
      const right = parseInt(compareValue, 10);
      if (Number.isNaN(left) || Number.isNaN(right)) return false;
      if (operator === '>') return left > right;
      if (operator === '<') return left < right;
      if (operator === '<=') return left <= right;
      return left >= right;
    }
  }
}
