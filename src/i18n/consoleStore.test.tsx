import { createConsoleStore } from './consoleStore';

describe('the console store', () => {
  it('starts in the browser language when it is one the console speaks', () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(createConsoleStore().getItem('locale')).toBe('zh');
  });

  it('falls back to English for other browser languages', () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(createConsoleStore().getItem('locale')).toBe('en');
  });

  it('keeps the chosen language when logging out resets everything else', () => {
    const store = createConsoleStore();
    store.setup();
    store.setItem('locale', 'zh');
    store.setItem('applications.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('locale')).toBe('zh');
    expect(store.getItem('applications.listParams')).toBeUndefined();
  });

  it("keeps each user's starred records when logging out", () => {
    const store = createConsoleStore();
    store.setup();
    store.setItem('starred.applications.alice', ['web']);
    store.setItem('starred.applications.bob', ['api']);
    store.reset();
    expect(store.getItem('starred.applications.alice')).toEqual(['web']);
    expect(store.getItem('starred.applications.bob')).toEqual(['api']);
  });

  it('keeps the chosen theme when logging out, and keeps following the system when none was chosen', () => {
    const store = createConsoleStore();
    store.setup();
    store.reset();
    expect(store.getItem('theme')).toBeUndefined();
    store.setItem('theme', 'dark');
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
  });
});
