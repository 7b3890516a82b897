import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../testing/kit-test-utils';
import { SmsCounter } from './sms-counter';

const counter = (text: string, template = false) => {
  const view = renderWithKit(<SmsCounter text={text} template={template} />);
  const status = screen.getByRole('status');
  const content = status.textContent;
  view.unmount();
  return content;
};

describe('the SMS counter', () => {
  it('counts Latin text in GSM-7: 160 characters in one SMS, 153 per part after that', () => {
    expect(counter('')).toBe('0 characters · 0 SMS');
    expect(counter('a'.repeat(160))).toBe('160 characters · 1 SMS');
    expect(counter('a'.repeat(161))).toBe('161 characters · 2 SMS');
    expect(counter('a'.repeat(306))).toBe('306 characters · 2 SMS');
    expect(counter('a'.repeat(307))).toBe('307 characters · 3 SMS');
  });

  it('counts an extension character such as € or { as two', () => {
    expect(counter(`${'a'.repeat(158)}€`)).toBe('160 characters · 1 SMS');
    expect(counter(`${'a'.repeat(159)}{`)).toBe('161 characters · 2 SMS');
  });

  it('sends Georgian as Unicode: 70 characters in one SMS, 67 per part, and says why', () => {
    expect(counter('ა'.repeat(70))).toBe(
      '70 characters · 1 SMS — With Georgian letters an SMS holds 70 characters',
    );
    expect(counter('ა'.repeat(71))).toBe(
      '71 characters · 2 SMS — With Georgian letters an SMS holds 67 characters',
    );
    // One Georgian letter in a Latin text is enough to switch the whole message to Unicode.
    expect(counter(`${'a'.repeat(140)}ა`)).toMatch(/^141 characters · 3 SMS/);
  });

  it('warns in the template editor that the fields are not filled in yet (the braces count too)', () => {
    expect(counter('Contract {contract_no}', true)).toBe(
      '24 characters · 1 SMS — Before the fields are filled in: the real text may be longer',
    );
  });
});
