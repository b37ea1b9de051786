import fp from 'fastify-plugin';
import i18next, { type TFunction } from 'i18next';
import { addMessageFormats, LANGUAGE_PARAM, LANGUAGES, messages, pickLanguage, type Language } from '@portal/contract';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t: TFunction;
  }
}

const translator = i18next.createInstance();
await translator.init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: messages[lang] }])),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
addMessageFormats(translator.services.formatter);

export function translatorFor(lang: Language): TFunction {
  return translator.getFixedT(lang);
}

export function hasMessage(key: string): boolean {
  return translator.exists(key);
}

/** Picks the language from the `ebdlang` header or query parameter (anything else is English) and names it in Content-Language. */
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as unknown as TFunction);
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = pickLanguage(request.headers[LANGUAGE_PARAM] ?? query?.[LANGUAGE_PARAM]);
    request.t = translatorFor(request.lang);
    // The language of every message in the answer; a route that answers in another may say so itself.
    reply.header('content-language', request.lang);
  });
});
