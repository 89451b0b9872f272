import type { ContactFormChallenges } from '../challenges';
import { fieldName, type FormEntries } from '../posted-data';
import type { ContactFormReply } from '../submit';
import type { FieldValues } from './context';
import { formStatusFor, type ContactFormMarkupOptions } from './form';

// What the demo server's no-JS POST prints: the same form with the reply folded in, as CF7 does
// when JavaScript is off. A sent form starts empty again; any other keeps what was typed. The
// captcha and quiz are the reply's fresh ones (the posted ones are spent).

function challengesOf(reply: ContactFormReply): ContactFormChallenges {
  const captcha = Object.fromEntries(
    Object.entries(reply.captcha ?? {}).map(([name, imageUrl]) => [name, { prefix: /(\d+)\.png$/.exec(imageUrl)?.[1] ?? '', imageUrl }]),
  );
  const quiz = Object.fromEntries(Object.entries(reply.quiz ?? {}).map(([name, [question, hash]]) => [name, { question, hash }]));
  return { captcha, quiz };
}

function valuesOf(entries: FormEntries): FieldValues {
  const values: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    if (name.startsWith('_')) continue;
    (values[fieldName(name)] ??= []).push(value);
  }
  return values;
}

export function noJsReplyOptions(reply: ContactFormReply, entries: FormEntries, pagePath?: string): ContactFormMarkupOptions {
  const options: ContactFormMarkupOptions = {
    challenges: challengesOf(reply),
    values: reply.status === 'mail_sent' ? {} : valuesOf(entries),
    errors: Object.fromEntries(reply.invalid_fields.map((f) => [f.field, f.message])),
    status: formStatusFor(reply.status),
    message: reply.message,
  };
  if (pagePath !== undefined) options.pagePath = pagePath;
  return options;
}
