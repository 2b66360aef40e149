/**
 * The language helpers of `@velaux/ui`: `getLanguage()` is the console's language, and `locale()` the
 * component words in it, keyed by component as VelaUX's plugins pass them (`locale().Table`).
 */
import { pluginHost } from './host';

const words = {
  en: {
    Select: { selectPlaceholder: 'Please select', notFoundContent: 'No options' },
    Table: { empty: 'No data' },
    List: { empty: 'No data' },
    Input: { clear: 'Clear' },
    Dialog: { ok: 'OK', cancel: 'Cancel', close: 'Close' },
    Pagination: { prev: 'Previous', next: 'Next' },
  },
  zh: {
    Select: { selectPlaceholder: '请选择', notFoundContent: '没有可选项' },
    Table: { empty: '没有数据' },
    List: { empty: '没有数据' },
    Input: { clear: '清空' },
    Dialog: { ok: '确认', cancel: '取消', close: '关闭' },
    Pagination: { prev: '上一页', next: '下一页' },
  },
};

export type ComponentWords = (typeof words)['en'];

export function getLanguage(): string {
  return pluginHost().language;
}

export function locale(): ComponentWords {
  return getLanguage() === 'zh' ? words.zh : words.en;
}

/** `name(alias)` when there is an alias, as VelaUX names things. */
export function showAlias(item: { name: string; alias?: string } | string, alias?: string): string {
  if (typeof item === 'string') return alias ? `${item}(${alias})` : item;
  if (!item) return '';
  return item.alias ? `${item.name}(${item.alias})` : item.name;
}
