import { describe, expect, it } from 'vitest';
import { fieldProblem, type FieldSnapshot } from './field-rules';

describe('the plugin’s field checks', () => {
  it.each<[string, FieldSnapshot, ReturnType<typeof fieldProblem>]>([
    ['required and empty', { kind: 'text', required: true, value: '' }, 'required'],
    ['required and only spaces', { kind: 'text', required: true, value: ' \t\n' }, 'required'],
    ['required and filled', { kind: 'text', required: true, value: 'สมชาย' }, null],
    ['optional and empty', { kind: 'text', required: false, value: '' }, null],
    ['a required e-mail, empty', { kind: 'email', required: true, value: '' }, 'required'],
    ['a required e-mail, no dot after @', { kind: 'email', required: true, value: 'a@b' }, 'email'],
    ['an optional e-mail, not an address', { kind: 'email', required: false, value: 'somchai' }, 'email'],
    ['an optional e-mail, empty', { kind: 'email', required: false, value: '' }, null],
    ['an e-mail with spaces around it', { kind: 'email', required: true, value: ' a@b.co ' }, null],
    ['an e-mail with a space inside', { kind: 'email', required: true, value: 'a b@c.co' }, 'email'],
    ['a required choice, nothing chosen', { kind: 'choice', required: true, chosen: false }, 'required'],
    ['a required choice, one chosen', { kind: 'choice', required: true, chosen: true }, null],
    ['an optional choice, nothing chosen', { kind: 'choice', required: false, chosen: false }, null],
  ])('%s', (_, field, problem) => {
    expect(fieldProblem(field)).toBe(problem);
  });
});
