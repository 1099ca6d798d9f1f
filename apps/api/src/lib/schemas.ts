import { apiErrorSchema } from '@town/shared';

/** Error answers every route may give, for the OpenAPI document and the serializer. */
export const apiErrorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
} as const;
