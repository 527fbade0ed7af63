/**
 * The language of the caller, for the files the server writes (exports, the user import template); see
 * docs/decisions/0012-localized-exports.md. The SPA sends its UI language as `Accept-Language`; a caller that sends
 * none of ours gets the language of their user record, else English.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LANGUAGES, type Language } from '@aed/shared/constants/limits';
import { getUserById } from '../../data/access/user-reads';
import type { Actor } from '../actor';

/** One language tag to ours: exact (any case), then Chinese by script or region, then the primary subtag. */
function matchTag(tag: string): Language | undefined {
  const t = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === t);
  if (exact) return exact;
  const [primary, ...rest] = t.split('-');
  if (primary === 'zh') return rest.some((s) => s === 'hant' || s === 'tw' || s === 'hk' || s === 'mo') ? 'zh-TW' : 'zh-CN';
  return LANGUAGES.find((l) => l === primary);
}

/** The best of our languages in an `Accept-Language` value (by q weight, then order), if any. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag.trim() && e.tag.trim() !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const e of ranked) {
    const language = matchTag(e.tag);
    if (language) return language;
  }
  return undefined;
}

const headerOf = (event: APIGatewayProxyEventV2, name: string) =>
  Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];

export async function callerLanguage(event: APIGatewayProxyEventV2, actor: Actor): Promise<Language> {
  return languageFromHeader(headerOf(event, 'accept-language')) ?? (await getUserById(actor.userId))?.language ?? 'en';
}
