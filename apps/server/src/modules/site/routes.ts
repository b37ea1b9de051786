import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_TITLE, HOME_COUNTRIES, LANGUAGES, THEME_COLOR } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';

const ZSite = z.object({
  title: z.string(),
  theme_color: z.string(),
  display_time_zone: z.string(),
  languages: z.array(z.string()),
  /** ISO code of the agency's home country (HOME_COUNTRY): the form of a local address. */
  home_country: z.enum(HOME_COUNTRIES),
  /** The agency's policy choices the rules use (POLICY_*): a candidate's form warns of a deadline already past. */
  rule_policy: z.object({
    dbs_recheck_months: z.number().int(),
    unsuccessful_candidate_months: z.number().int(),
    criminal_record_details_months: z.number().int(),
  }),
});

/** Public facts the web app needs before anyone signs in. */
export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/site', { schema: { tags: ['site'], response: { 200: ZSite } } }, async () => ({
    title: APP_TITLE,
    theme_color: THEME_COLOR,
    display_time_zone: ctx.config.displayTimeZone,
    languages: [...LANGUAGES],
    home_country: ctx.config.homeCountry,
    rule_policy: { ...ctx.config.rulePolicy },
  }));
};
