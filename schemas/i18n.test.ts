import { createTranslate, formMessages, interpolate } from './i18n';

describe('form messages', () => {
  it('has the same keys in English and Chinese, none empty', () => {
    expect(Object.keys(formMessages.zh).sort()).toEqual(Object.keys(formMessages.en).sort());
    for (const catalog of Object.values(formMessages)) {
      expect(Object.values(catalog).every((text) => text.trim() !== '')).toBe(true);
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(formMessages.en)) {
      expect(placeholders(formMessages.zh[key as keyof typeof formMessages.zh]), key).toEqual(
        placeholders(text),
      );
    }
  });

  it('carries the exact wording of the specification', () => {
    const t = createTranslate('en');
    expect(t('required')).toBe('This field is required.');
    expect(t('min', { min: 0 })).toBe('Enter a number greater than 0');
    expect(t('pattern', { pattern: '^a$' })).toBe(
      'Please enter a value that conforms to the specification. ^a$',
    );
    expect(t('paramRequired', { key: 'image' })).toBe('param image is required');
    expect(t('groupResetConfirm')).toBe(
      'The configuration will be reset if the switch is turned off. Are you sure want to do this?',
    );
  });

  it('can go through the app translator with our text as the fallback', () => {
    const appTranslate = vi.fn(
      (key: string, options?: Record<string, unknown>) => `${key}|${String(options?._)}`,
    );
    expect(createTranslate('zh', appTranslate)('max', { max: 3 })).toBe('vela.form.max|请输入小于 3 的数字');
    expect(appTranslate).toHaveBeenCalledWith('vela.form.max', { max: 3, _: '请输入小于 3 的数字' });
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('%{a} and %{b}', { a: 1 })).toBe('1 and %{b}');
  });
});
