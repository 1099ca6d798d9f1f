import { renderHook, act } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError, NETWORK_ERROR } from './api-client.ts';
import {
  failedWith,
  failureMessage,
  fieldProblemsOf,
  formFailure,
  markServerFields,
  serverFieldProblems,
} from './api-errors.ts';

const TEXTS = {
  byCode: { [ERROR_CODES.datesUnavailable]: 'Those nights are taken.' },
  byStatus: { 403: 'Not yours.' },
  offline: 'No connection.',
  failed: 'It did not work.',
};

const refused = (details: unknown) => new ApiError(400, ERROR_CODES.validationError, 'Invalid body', details);

describe('the fields a 400 names', () => {
  it('reads each field under the body as a path and a form name, with its message', () => {
    const error = refused([
      { field: 'body.seasons.2.end', message: 'calendar.order' },
      { field: 'body.name', message: 'Too small' },
      { field: 'querystring.page', message: 'Too big' },
    ]);
    expect(serverFieldProblems(error)).toEqual([
      { path: ['seasons', 2, 'end'], name: 'seasons.2.end', message: 'calendar.order' },
      { path: ['name'], name: 'name', message: 'Too small' },
    ]);
  });

  it('finds none in other errors or in details that are not a list of fields', () => {
    expect(
      serverFieldProblems(new ApiError(409, ERROR_CODES.datesUnavailable, 'taken', [{ field: 'body.x' }])),
    ).toEqual([]);
    expect(serverFieldProblems(new Error('boom'))).toEqual([]);
    expect(fieldProblemsOf('oops')).toEqual([]);
    expect(fieldProblemsOf([1, null, { field: 3, message: 'x' }, { field: 'body.x' }])).toEqual([]);
  });
});

describe('the message of a failed call', () => {
  it('says the code’s own text, else the status’s, else the general one', () => {
    expect(failureMessage(new ApiError(409, ERROR_CODES.datesUnavailable, 'taken'), TEXTS)).toBe(
      'Those nights are taken.',
    );
    expect(failureMessage(new ApiError(403, ERROR_CODES.forbidden, 'no'), TEXTS)).toBe('Not yours.');
    expect(failureMessage(new ApiError(500, 'INTERNAL', 'boom'), TEXTS)).toBe('It did not work.');
    expect(failureMessage(new TypeError('bad answer'), TEXTS)).toBe('It did not work.');
  });

  it('tells a page whether a call failed with a given code', () => {
    const taken = new ApiError(409, ERROR_CODES.datesUnavailable, 'taken');
    expect(failedWith(taken, ERROR_CODES.datesUnavailable)).toBe(true);
    expect(failedWith(taken, ERROR_CODES.bookingState)).toBe(false);
    expect(failedWith(new Error(ERROR_CODES.datesUnavailable), ERROR_CODES.datesUnavailable)).toBe(false);
  });

  it('says so when the server could not be reached', () => {
    expect(failureMessage(new ApiError(0, NETWORK_ERROR, 'unreachable'), TEXTS)).toBe('No connection.');
  });
});

describe('what a form shows for a failed call', () => {
  it('marks the fields the server named, in the form’s words, with the form’s message', () => {
    const error = refused([
      { field: 'body.url', message: 'unreachable' },
      { field: 'body.url', message: 'Expected an http(s) address' },
      { field: 'body.colour', message: 'Unknown' },
    ]);
    const failure = formFailure(error, TEXTS, {
      fieldOf: (problem) => (problem.name === 'url' ? { name: 'url', message: `URL: ${problem.message}` } : null),
      fieldsMarked: 'Check the marked fields.',
    });
    expect(failure).toEqual({
      fields: [
        {
          name: 'url',
          message: 'URL: unreachable',
          messages: ['URL: unreachable', 'URL: Expected an http(s) address'],
        },
      ],
      message: 'Check the marked fields.',
    });
  });

  it('gives the whole form the message when no field of it was named', () => {
    const error = refused([{ field: 'body.colour', message: 'Unknown' }]);
    expect(formFailure(error, TEXTS, { fieldOf: () => null })).toEqual({ fields: [], message: 'It did not work.' });
    expect(formFailure(new ApiError(0, NETWORK_ERROR, 'unreachable'), TEXTS)).toEqual({
      fields: [],
      message: 'No connection.',
    });
  });

  it('keeps every problem of a field, each said once, the first as its message', () => {
    const error = refused([
      { field: 'body.password', message: 'password.noDigit' },
      { field: 'body.password', message: 'password.noSpecial' },
      { field: 'body.password', message: 'password.noDigit' },
      { field: 'body.name', message: 'Needed' },
    ]);
    expect(formFailure(error, TEXTS).fields).toEqual([
      { name: 'password', message: 'password.noDigit', messages: ['password.noDigit', 'password.noSpecial'] },
      { name: 'name', message: 'Needed', messages: ['Needed'] },
    ]);
  });

  it('marks only the form’s own fields, in the order the page shows them', () => {
    const error = refused([
      { field: 'body.message', message: 'Too short' },
      { field: 'body.lang', message: 'Unknown' },
      { field: 'body.email', message: 'Not an address' },
    ]);
    const failure = formFailure(error, TEXTS, { fields: ['name', 'email', 'message'] });
    expect(failure.fields.map((field) => field.name)).toEqual(['email', 'message']);
    expect(formFailure(refused([{ field: 'body.lang', message: 'Unknown' }]), TEXTS, { fields: ['name'] })).toEqual({
      fields: [],
      message: 'It did not work.',
    });
  });

  it('puts each named field’s error on a react-hook-form form and focuses the first', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { name: '', url: '' } }));
    const focused: string[] = [];
    const { fields } = formFailure(
      refused([
        { field: 'body.url', message: 'Not an address' },
        { field: 'body.name', message: 'Needed' },
      ]),
      TEXTS,
    );
    act(() => markServerFields({ setError: result.current.setError, setFocus: (name) => focused.push(name) }, fields));
    expect(result.current.getFieldState('url').error).toMatchObject({ type: 'server', message: 'Not an address' });
    expect(result.current.getFieldState('name').error).toMatchObject({ type: 'server', message: 'Needed' });
    expect(focused).toEqual(['url']);
  });

  it('keeps a field’s several problems for a form that shows them all, and may leave the focus alone', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { password: '' }, criteriaMode: 'all' }));
    const focused: string[] = [];
    const { fields } = formFailure(
      refused([
        { field: 'body.password', message: 'password.noDigit' },
        { field: 'body.password', message: 'password.noSpecial' },
      ]),
      TEXTS,
    );
    act(() =>
      markServerFields({ setError: result.current.setError, setFocus: (name) => focused.push(name) }, fields, {
        focus: false,
      }),
    );
    expect(result.current.getFieldState('password').error).toMatchObject({
      type: 'server',
      message: 'password.noDigit',
      types: { server: ['password.noDigit', 'password.noSpecial'] },
    });
    expect(focused).toEqual([]);
  });
});
