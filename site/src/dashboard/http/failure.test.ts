import { describe, expect, it } from 'vitest';
import { describeFailure } from './failure.ts';

const base = { noServerMessage: 'Could not connect to server', errorTitle: (s: number) => `Error ${s}` };

describe('describeFailure (SPEC §8)', () => {
  it('rejects quietly with the server message when errors are ignored', () => {
    const out = describeFailure({
      ...base,
      status: 401,
      body: { message: 'Your session has ended.' },
      ignoreErrors: true,
    });
    expect(out.toast).toBeUndefined();
    expect(out.signOut).toBe(false);
    expect(out.error.message).toBe('Your session has ended.');
    expect(
      describeFailure({ ...base, status: 500, statusText: 'Internal Server Error', ignoreErrors: true }).error.message,
    ).toBe('Internal Server Error');
  });

  it('toasts "Could not connect to server" when no response came', () => {
    const out = describeFailure({ ...base, status: 0 });
    expect(out.toast?.title).toBe('Could not connect to server');
    expect(out.error.status).toBe(0);
  });

  it('signs out on 401 and toasts it', () => {
    const out = describeFailure({ ...base, status: 401, body: { message: 'Your session has ended.' } });
    expect(out.signOut).toBe(true);
    expect(out.toast).toEqual({ title: 'Error 401', body: 'Your session has ended.' });
  });

  it('titles other errors with the status and keeps field errors for the form', () => {
    const out = describeFailure({
      ...base,
      status: 400,
      body: { message: 'There are fields with validation errors', fields: { title: 'The Title field is required' } },
    });
    expect(out.signOut).toBe(false);
    expect(out.toast).toEqual({ title: 'Error 400', body: 'There are fields with validation errors' });
    expect(out.error.fields).toEqual({ title: 'The Title field is required' });
    expect(describeFailure({ ...base, status: 409, statusText: 'Conflict', body: 'oops' }).toast?.body).toBe(
      'Conflict',
    );
  });
});
