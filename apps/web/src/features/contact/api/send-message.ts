import { useMutation } from '@tanstack/react-query';
import { messageReceiptSchema, type ContactMessageInput, type MessageReceipt } from '@town/shared/messages';
import { apiFetch } from '../../../lib/api-client.ts';

export function sendMessage(message: ContactMessageInput): Promise<MessageReceipt> {
  return apiFetch('/api/v1/message', { method: 'POST', body: message, schema: messageReceiptSchema });
}

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
