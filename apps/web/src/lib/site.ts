import { DEFAULT_DISPLAY_TIME_ZONE, DEFAULT_HOME_COUNTRY, DEFAULT_RULE_POLICY, isHomeCountry, type RulePolicy, type THomeCountry } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, timeZoneName } from './dates';

/** GET /api/v1/site: settings the whole app shares. */
export interface SiteSettings {
  title: string;
  theme_color: string;
  display_time_zone: string;
  /** The agency's home country (HOME_COUNTRY): the form of a local address. */
  home_country: THomeCountry;
  /** The agency's policy choices the rules use (POLICY_*). */
  rule_policy: RulePolicy;
}

function parseRulePolicy(value: unknown): RulePolicy {
  const given = (value ?? {}) as Partial<Record<keyof RulePolicy, unknown>>;
  const months = (key: keyof RulePolicy) => {
    const n = given[key];
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : DEFAULT_RULE_POLICY[key];
  };
  return {
    dbs_recheck_months: months('dbs_recheck_months'),
    unsuccessful_candidate_months: months('unsuccessful_candidate_months'),
    criminal_record_details_months: months('criminal_record_details_months'),
  };
}

function parseSiteSettings(data: unknown): SiteSettings {
  const site = (data ?? {}) as Partial<Record<keyof SiteSettings, unknown>>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  return {
    title: text(site.title, ''),
    theme_color: text(site.theme_color, ''),
    display_time_zone: text(site.display_time_zone, DEFAULT_DISPLAY_TIME_ZONE),
    home_country: isHomeCountry(site.home_country) ? site.home_country : DEFAULT_HOME_COUNTRY,
    rule_policy: parseRulePolicy(site.rule_policy),
  };
}

export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: () => apiRequest('/site', { schema: { parse: parseSiteSettings } }),
  staleTime: Infinity,
  retry: false,
});

/** Date formatters bound to the site's display time zone (Asia/Dhaka until the site answers). */
export function useDateFormat() {
  const timeZone = useQuery(siteQueryOptions).data?.display_time_zone ?? DEFAULT_DISPLAY_TIME_ZONE;
  // Re-rendered on a change of language, so dates follow the language's digits.
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    date: (value: string | Date) => formatDate(value, timeZone, language),
    dateTime: (value: string | Date) => formatDateTime(value, timeZone, language),
    /** The display time zone by its name in the language. */
    zoneName: (zone: string = timeZone) => timeZoneName(zone, language),
  };
}

/** The agency's home country, the United Kingdom until the site answers. */
export function useHomeCountry(): THomeCountry {
  return useQuery(siteQueryOptions).data?.home_country ?? DEFAULT_HOME_COUNTRY;
}

/** The agency's rule policy, the defaults until the site answers. */
export function useRulePolicy(): RulePolicy {
  return useQuery(siteQueryOptions).data?.rule_policy ?? DEFAULT_RULE_POLICY;
}
