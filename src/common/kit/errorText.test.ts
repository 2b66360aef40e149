import { businessError, statusError } from '@dataProvider/apiError';
import { features } from '@src/features';
import { enMessages } from '@src/i18n/catalogs/i18nProvider';
import { zhMessages } from '@src/i18n/catalogs/zhMessages';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { errorText } from './errorText';

const translate = polyglotI18nProvider(() => enMessages(features)).translate;
const chinese = await zhMessages(features);
const zhTranslate = polyglotI18nProvider(() => chinese).translate;

describe('errorText', () => {
  it('reads Message(BusinessCode) when the server said why', () => {
    const refusal = businessError(400, { BusinessCode: 11001, Message: 'env name is exist' });
    expect(errorText(refusal, translate)).toBe('env name is exist(11001)');
  });

  it("reads a known code's fixed Message in Chinese, keeping the code; a message worded for the case as sent", () => {
    const taken = businessError(400, { BusinessCode: 11001, Message: 'env name already exists' });
    expect(errorText(taken, zhTranslate)).toBe('环境名称已存在(11001)');
    const specific = businessError(400, { BusinessCode: 11001, Message: 'env name is exist' });
    expect(errorText(specific, zhTranslate)).toBe('env name is exist(11001)');
  });

  it('falls back to the HTTP status text with the network advice', () => {
    expect(errorText(statusError(403), translate)).toBe(
      '403 Forbidden, please check the network or contact the administrator!',
    );
  });

  it('treats anything else as a connection failure', () => {
    expect(errorText(new Error('boom'), translate)).toBe(
      'other connect error(0)!, please check the network or contact the administrator!',
    );
  });
});
