import { features } from '@src/features';
import englishMessages from 'ra-language-english';
import { enCatalog } from './enCatalog';
import { createI18nProvider as i18nProviderOf } from './i18nProvider';
import { zhCatalog } from './zhCatalog';
import { zhMessages as zhMessagesOf } from './zhMessages';

// The catalogs of the console's features.
const en = enCatalog(features);
const zh = await zhCatalog(features);
const zhMessages = await zhMessagesOf(features);
const createI18nProvider = () => i18nProviderOf(features);

/** Every leaf key of a catalog, as dotted paths. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the catalogs', () => {
  it('have the same keys in English and Chinese', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
  });

  it("hold every feature's messages module under resources.<folder>, and the kit's under vela.kit", () => {
    expect(Object.keys(en.resources)).toEqual(expect.arrayContaining(['envs', 'users', 'definitions']));
    expect(en.resources.envs).toMatchObject({ name: 'Environment |||| Environments' });
    expect(zh.resources.envs).toMatchObject({ name: '环境' });
    expect(en.vela.kit.error.retry).toBe('Retry');
  });

  it("hold a feature's screen messages under the resource its file names", () => {
    expect(en.resources.appTriggers).toMatchObject({ name: 'Trigger |||| Triggers' });
    expect(zh.resources.appTriggers).toMatchObject({ name: '触发器 |||| 触发器' });
    expect(Object.keys(en.resources)).toEqual(expect.arrayContaining(['appDetail', 'appWorkflowRecords']));
  });

  it('leave no entry empty', () => {
    const empty = (messages: object) =>
      keysOf(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(en)).toEqual([]);
    expect(empty(zh)).toEqual([]);
  });

  it('cover every react-admin key in Chinese, falling back to English where the Chinese pack has none', () => {
    const chineseKeys = new Set(keysOf(zhMessages));
    expect(keysOf(englishMessages).filter((key) => !chineseKeys.has(key))).toEqual([]);
    expect(keysOf(zhMessages)).toEqual(expect.arrayContaining(keysOf(zh)));
  });
});

describe('the i18n provider', () => {
  it('starts in English and switches to Chinese', async () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('vela.menu.applications')).toBe('Applications');
    expect(i18n.translate('resources.roles.name', { smart_count: 2 })).toBe('Platform Roles');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    await i18n.changeLocale('zh');
    expect(i18n.getLocale()).toBe('zh');
    expect(i18n.translate('vela.menu.applications')).toBe('应用');
    expect(i18n.translate('resources.roles.name', { smart_count: 2 })).toBe('平台角色');
    expect(i18n.translate('ra.action.save')).toBe('保存');
  });

  it('offers English and Chinese', () => {
    expect(
      createI18nProvider()
        .getLocales?.()
        .map(({ locale }) => locale),
    ).toEqual(['en', 'zh']);
  });
});
