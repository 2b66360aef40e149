import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslateFunction, TranslationMessages } from 'react-admin';
import { features } from '../features';
import { enMessages } from '../i18n/catalogs/i18nProvider';
import { zhMessages } from '../i18n/catalogs/zhMessages';
import { apiErrorText } from './apiErrorText';

const translator = (messages: TranslationMessages): TranslateFunction =>
  polyglotI18nProvider(() => messages).translate;
const en = translator(enMessages(features));
const zh = translator(await zhMessages(features));
const advice = ', please check the network or contact the administrator!';

describe('apiErrorText', () => {
  it.each([
    [400, `400 BadRequest${advice}`],
    [401, `401 Unauthorized${advice}`],
    [403, `403 Forbidden${advice}`],
    [404, `404 NotFound${advice}`],
    [408, `408 TimeOut${advice}`],
    [500, `500 InternalServerError${advice}`],
    [501, `501 ServerNotImplements${advice}`],
    [502, `502 GatewayError${advice}`],
    [503, `503 InternalServerUnavailable${advice}`],
    [504, `504 GatewayTimeout${advice}`],
    [418, `other connect error(418)!${advice}`],
    [0, `other connect error(0)!${advice}`],
  ])('status %s without a server message → %s', (status, expected) => {
    expect(apiErrorText({ status, message: `HTTP ${status}` }, en)).toBe(expected);
  });

  it('prefers the server Message of a business error', () => {
    expect(apiErrorText({ status: 400, businessCode: 10001, message: 'application name is exist' }, en)).toBe(
      'application name is exist',
    );
  });

  it.each([12002, 12010])('stays silent for the session code %s', (businessCode) => {
    expect(apiErrorText({ status: 401, businessCode, message: 'token expired' }, en)).toBeUndefined();
  });

  it('speaks Chinese in the Chinese catalog', () => {
    expect(apiErrorText({ status: 502 }, zh)).toBe('502 网关错误，请检查网络或联系管理员！');
  });

  it("gives a known code's fixed Message in Chinese, and a message worded for the case as sent", () => {
    expect(apiErrorText({ status: 400, businessCode: 10002, message: 'application name is exist' }, zh)).toBe(
      '应用名称已存在',
    );
    expect(
      apiErrorText({ status: 404, businessCode: 404, message: 'application web is not exist' }, zh),
    ).toBe('application web is not exist');
  });
});
