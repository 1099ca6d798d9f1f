import { describe, expect, it } from 'vitest';
import { clientAddressKey, UNKNOWN_CLIENT_ADDRESS } from './client-address.ts';

describe('client address key', () => {
  it('keeps IPv4 addresses whole, also when mapped into IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts a request whose address is gone (its client hung up early) under one fixed key', () => {
    expect(clientAddressKey(undefined)).toBe(UNKNOWN_CLIENT_ADDRESS);
    expect(clientAddressKey('')).toBe(UNKNOWN_CLIENT_ADDRESS);
  });

  it('counts IPv6 addresses per /64 network', () => {
    expect(clientAddressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:db8:aa:bb:ffff::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:DB8:00AA:bb::')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
