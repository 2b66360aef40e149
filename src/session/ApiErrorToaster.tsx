import { onApiError } from '@authProvider/session/sessionEvents';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiErrorText } from './apiErrorText';

const TOAST_MS = 3000;

/** Shows every failed API call the HTTP layer announces as an error toast. */
export const ApiErrorToaster = () => {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onApiError((event) => {
        const text = apiErrorText(event, translate);
        // `_` makes react-admin show the already translated text as is instead of looking it up.
        if (text) notify(text, { type: 'error', autoHideDuration: TOAST_MS, messageArgs: { _: text } });
      }),
    [notify, translate],
  );
  return null;
};
