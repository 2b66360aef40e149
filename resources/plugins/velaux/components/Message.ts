import type { ReactNode } from 'react';
import { pluginHost, type NoticeType } from '../host';

type Content = ReactNode | { title?: ReactNode; content?: ReactNode };

function textOf(content: Content): string {
  if (
    typeof content === 'object' &&
    content !== null &&
    !Array.isArray(content) &&
    !('$$typeof' in content)
  ) {
    const { title, content: body } = content as { title?: ReactNode; content?: ReactNode };
    return [title, body].filter((part) => typeof part === 'string' || typeof part === 'number').join(': ');
  }
  return typeof content === 'string' || typeof content === 'number' ? String(content) : '';
}

const say = (type: NoticeType) => (content: Content) => pluginHost().notify(textOf(content), type);

/** Fusion's Message: the notice shows among the console's own. */
export const Message = {
  success: say('success'),
  error: say('error'),
  warning: say('warning'),
  notice: say('info'),
  help: say('info'),
  loading: say('info'),
  show: say('info'),
};
