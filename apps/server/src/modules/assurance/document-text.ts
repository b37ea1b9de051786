import type { TScrDetail, TScrRow } from '@portal/contract';
import type { TFunction } from 'i18next';

/** What the PDF and the CSV both print: the pack's facts as issued. */
export interface PackDocument {
  candidateName: string;
  schoolName: string;
  schoolUrn: string | null;
  placementStart: string | null;
  issuedAt: Date;
  issuerName: string;
  linkExpiresAt: Date;
  verificationUrl: string;
  rows: TScrRow[];
}

/** Calendar dates as they are (UK dates), shown day month year. */
export function ukDate(value: string): string {
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}/${month}/${year}` : value;
}

export function detailValue(detail: TScrDetail, t: TFunction): string {
  if (detail.kind === 'date') return ukDate(detail.value);
  if (detail.kind === 'code') return t(`assurance.values.${detail.value}`, { defaultValue: detail.value });
  return detail.value;
}

/** A row's facts as 'Label: value' lines. */
export function detailLines(row: TScrRow, t: TFunction): string[] {
  const lines = row.details.map((detail) => `${t(`assurance.details.${detail.label}`)}: ${detailValue(detail, t)}`);
  if (row.rule) lines.push(`${t('assurance.pdf.rule')}: ${t(row.rule.reason)}`);
  return lines;
}
