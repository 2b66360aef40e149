import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { postReport, reportUsageOnce } from './reportUsage';
import { telemetryAddress } from './telemetryAddress';
import { currentBrowser } from './telemetryPayload';

/**
 * Sends the usage report of specification §7 once the signed-in console is shown, when the server
 * names a telemetry address and data collection is on (see reportUsage). Draws nothing.
 */
export const TelemetryReporter = () => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  useEffect(() => {
    void reportUsageOnce({
      address: telemetryAddress(),
      storage: localStorage,
      now: Date.now,
      // Silent: a report that cannot be made is nothing the user needs to hear about.
      loadSystemInfo: () => dataProvider.getSystemInfo(ERROR_SHOWN_BY_PAGE),
      browser: currentBrowser,
      post: postReport,
    });
  }, [dataProvider]);
  return null;
};
