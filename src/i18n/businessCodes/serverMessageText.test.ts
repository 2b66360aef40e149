import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslateFunction, TranslationMessages } from 'react-admin';
import { features } from '../../features';
import { enMessages } from '../catalogs/i18nProvider';
import { zhMessages } from '../catalogs/zhMessages';
import { en } from './en';
import { serverMessageText } from './serverMessageText';
import { zh } from './zh';

const translator = (messages: TranslationMessages): TranslateFunction =>
  polyglotI18nProvider(() => messages).translate;
const enTranslate = translator(enMessages(features));
const zhTranslate = translator(await zhMessages(features));

// The server's code table sits beside the project (in CI too); the catalogs are copied out of it.
const codeTablePath = resolve(process.cwd(), '../shared/reference/data/business-codes.json');

describe('the business-code catalogs', () => {
  it.runIf(existsSync(codeTablePath))(
    "hold every code of the server's table with its Message exactly, in English and Chinese",
    () => {
      const table = JSON.parse(readFileSync(codeTablePath, 'utf8')) as Record<string, { message: string }>;
      const worded = Object.entries(table).filter(([, { message }]) => message !== '');
      expect(Object.fromEntries(worded.map(([code, { message }]) => [code, message]))).toEqual(en);
      expect(Object.keys(zh).sort()).toEqual(worded.map(([code]) => code).sort());
      // 50019 has no fixed Message: the server always words it (the addon and version), so it stays as sent.
      expect(Object.keys(table).filter((code) => !(code in en))).toEqual(['50019']);
    },
  );

  it('have a Chinese text for every English entry, and nothing more', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(zh).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

describe('serverMessageText', () => {
  it("shows a known code's fixed Message in Chinese", () => {
    expect(serverMessageText(30001, 'project name already exists', zhTranslate)).toBe('项目名称已存在');
    expect(serverMessageText(14007, 'the password is inconsistent with the user', zhTranslate)).toBe(
      '密码与用户不匹配',
    );
  });

  it('keeps a message the server worded for the case', () => {
    const specific = 'addon kruise-rollout 0.4.0 requires vela >=1.9.0, the current vela version is 1.8.0';
    expect(serverMessageText(50018, specific, zhTranslate)).toBe(specific);
    expect(serverMessageText(404, 'application web is not exist', zhTranslate)).toBe(
      'application web is not exist',
    );
  });

  it('keeps the Message of a code the console does not know', () => {
    expect(serverMessageText(99999, 'project name already exists', zhTranslate)).toBe(
      'project name already exists',
    );
  });

  it('changes nothing in English', () => {
    for (const [code, message] of Object.entries(en)) {
      expect(serverMessageText(Number(code), message, enTranslate)).toBe(message);
    }
  });
});
