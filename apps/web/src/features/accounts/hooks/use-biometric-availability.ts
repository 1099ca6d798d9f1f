import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import type { BiometricState } from '../utils/biometric-state.ts';

/** not-started until the browser has been asked; then whether it can do WebAuthn at all. */
export function useBiometricAvailability(): Extract<BiometricState, 'not-started' | 'available' | 'unavailable'> {
  const [availability, setAvailability] = useState<'not-started' | 'available' | 'unavailable'>('not-started');
  useEffect(() => {
    setAvailability(browserSupportsWebAuthn() ? 'available' : 'unavailable');
  }, []);
  return availability;
}
