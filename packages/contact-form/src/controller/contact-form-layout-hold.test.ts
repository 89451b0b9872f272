import { describe, expect, it } from 'vitest';
import { feedback, setup, values } from './test-fixtures';

// Issue 11, part 3: while a pointer is down, field errors wait, so no tip appears or goes under it.

describe('contact form controller: errors wait while the layout is held', () => {
  it('a fix made while a pointer is down removes the tip only on release', async () => {
    const { controller } = setup();
    await controller.loadSchema();
    controller.validate(values({ 'your-name': '' }), ['your-name']);
    expect(controller.$errors.get()).toEqual([{ field: 'your-name', message: 'กรุณากรอกชื่อ' }]);
    controller.holdLayout();
    controller.validate(values({ 'your-name': 'สมใจ' }), ['your-name']);
    expect(controller.$errors.get()).toEqual([{ field: 'your-name', message: 'กรุณากรอกชื่อ' }]);
    // The status still goes through validating and back at once.
    expect(controller.$status.get()).toBe('init');
    controller.releaseLayout();
    expect(controller.$errors.get()).toEqual([]);
  });

  it('a new error found while held is added on release; several changes add up', async () => {
    const { controller } = setup();
    await controller.loadSchema();
    controller.holdLayout();
    controller.validate(values({ 'your-name': '' }), ['your-name']);
    controller.validate(values({ 'your-name': '', 'your-email': 'bad' }), ['your-email']);
    expect(controller.$errors.get()).toEqual([]);
    controller.releaseLayout();
    expect(controller.$errors.get()).toEqual([
      { field: 'your-name', message: 'กรุณากรอกชื่อ' },
      { field: 'your-email', message: 'อีเมลไม่ถูกต้อง' },
    ]);
    // A release with nothing waiting changes nothing.
    const before = controller.$errors.get();
    controller.releaseLayout();
    expect(controller.$errors.get()).toBe(before);
  });

  it('a submit started by the click clears the errors on release, and the reply has the last word', async () => {
    const { controller, submits, api } = setup();
    await controller.loadSchema();
    controller.validate(values({ 'your-name': '' }), ['your-name']);
    controller.holdLayout();
    controller.validate(values({ 'your-name': 'สมใจ' }), ['your-name']);
    const sent = controller.submit(values({ 'your-name': 'สมใจ' }));
    expect(api.submitFeedback).toHaveBeenCalledOnce();
    controller.releaseLayout();
    expect(controller.$errors.get()).toEqual([]);
    submits[0]!.resolve(feedback({ status: 'validation_failed', invalid_fields: [{ field: 'your-email', message: 'กรุณากรอกอีเมล' }] }));
    await sent;
    expect(controller.$errors.get()).toEqual([{ field: 'your-email', message: 'กรุณากรอกอีเมล' }]);
  });
});
