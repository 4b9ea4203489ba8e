// jsdom's navigator speaks en-US; the app would start in English (app/i18n.ts follows the browser)
Object.defineProperty(window.navigator, 'languages', { value: ['pt-BR'], configurable: true });
