import { getLanguage } from '@velaux/ui';

const words = {
  en: {
    title: 'Demo App',
    intro: 'This page comes from the app-demo plugin, loaded as a module from the server.',
    greeting: 'Greeting',
    defaultGreeting: 'Hello from the demo plugin',
    clicks: (count: number) => `Clicked ${count} times`,
    click: 'Click me',
    path: 'Page address',
    token: 'API token',
    tokenSet: 'An API token is saved. Type a new one to replace it.',
    resetToken: 'Reset the API token',
  },
  zh: {
    title: '演示应用',
    intro: '本页面来自 app-demo 插件，由服务器以模块形式加载。',
    greeting: '问候语',
    defaultGreeting: '来自演示插件的问候',
    clicks: (count: number) => `已点击 ${count} 次`,
    click: '点击',
    path: '页面地址',
    token: 'API 令牌',
    tokenSet: '已保存 API 令牌。输入新的令牌以替换。',
    resetToken: '重置 API 令牌',
  },
};

/** The words of the page in the language of the UI that shows it. */
export const wordsNow = () => (getLanguage() === 'zh' ? words.zh : words.en);
