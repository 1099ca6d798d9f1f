import { useMutation } from '@tanstack/react-query';
import { profileSchema, type ProfileUpdate } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { adoptUser } from './session.ts';

export function updateProfile(changes: ProfileUpdate) {
  return apiFetch('/api/v1/users_profile', { method: 'PUT', body: changes, schema: profileSchema });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: adoptUser });
}
