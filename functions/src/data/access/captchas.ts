import { CaptchaEntity } from '../entities/captcha-entity';

export async function saveCaptcha(uuid: string, answer: string, ttl: number): Promise<void> {
  await CaptchaEntity.create({ uuid, answer: answer.toLowerCase(), ttl }).go();
}

/** Reads and deletes in one call (ReturnValues ALL_OLD): a captcha can be used once only. */
export async function consumeCaptcha(uuid: string): Promise<{ answer: string; ttl: number } | null> {
  const { data } = await CaptchaEntity.delete({ uuid }).go({ response: 'all_old' });
  return data ? { answer: data.answer, ttl: data.ttl } : null;
}
