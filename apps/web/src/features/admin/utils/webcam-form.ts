import type { TFunction } from 'i18next';
import { adminWebcamsSchema, WEBCAM_LIMITS, type AdminWebcam, type WebcamKind } from '@town/shared/webcams';

/*
 * The cameras form (/{lang}/admin/webcams): what its fields hold, the body it makes, and each
 * problem of that body on its field, in the page's language. The body is checked with the
 * shared schema the API uses (packages/shared/src/webcams.ts).
 */

/** One camera as the form holds it: numbers as typed, so a half-typed one is kept as it is. */
export interface WebcamValues {
  id: string;
  name: string;
  kind: WebcamKind | '';
  lat: string;
  lng: string;
  stillUrl: string;
  pageUrl: string;
  refreshSeconds: string;
  /** Added in this visit and not saved yet: its id follows its name until the admin types one. */
  isNew: boolean;
}

export interface WebcamsFormValues {
  cameras: WebcamValues[];
}

/** The fields of a camera, in the order the form shows them (the first refused one gets the focus). */
export const CAMERA_FIELDS = ['name', 'id', 'kind', 'lat', 'lng', 'stillUrl', 'pageUrl', 'refreshSeconds'] as const;
export type CameraField = (typeof CAMERA_FIELDS)[number];

export const valuesOf = (camera: AdminWebcam): WebcamValues => ({
  id: camera.id,
  name: camera.name,
  kind: camera.kind,
  lat: String(camera.position.lat),
  lng: String(camera.position.lng),
  stillUrl: camera.stillUrl,
  pageUrl: camera.pageUrl,
  refreshSeconds: String(camera.refreshSeconds),
  isNew: false,
});

export const emptyCamera = (): WebcamValues => ({
  id: '',
  name: '',
  kind: '',
  lat: '',
  lng: '',
  stillUrl: '',
  pageUrl: '',
  refreshSeconds: String(WEBCAM_LIMITS.refreshSeconds.default),
  isNew: true,
});

/** A typed number ("38,96" as well as "38.96"); anything else stays as typed, for the schema to refuse. */
function numberOf(typed: string): number | string {
  const text = typed.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return typed;
  return Number(text);
}

/** The body the form sends: its cameras in their order. */
export const bodyOf = (values: WebcamsFormValues) => ({
  items: values.cameras.map((camera) => ({
    id: camera.id.trim(),
    name: camera.name,
    kind: camera.kind,
    position: { lat: numberOf(camera.lat), lng: numberOf(camera.lng) },
    stillUrl: camera.stillUrl,
    pageUrl: camera.pageUrl,
    refreshSeconds: numberOf(camera.refreshSeconds),
  })),
});

/** The position as typed, when both coordinates are numbers within range, for the map's pin. */
export function typedPosition(camera: Pick<WebcamValues, 'lat' | 'lng'>): { lat: number; lng: number } | null {
  const lat = numberOf(camera.lat);
  const lng = numberOf(camera.lng);
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/**
 * A camera's id from its name, as the form suggests it: lowercase letters and digits, accents
 * dropped, words joined by single hyphens ("Port de l'Estany" → "port-de-l-estany").
 */
export function idFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, WEBCAM_LIMITS.id)
    .replace(/^-+|-+$/g, '');
}

/** The form's field of a body path: ['items', 2, 'position', 'lat'] → cameras.2.lat. */
export function fieldOfPath(path: readonly PropertyKey[]): { index: number; field: CameraField } | undefined {
  const [items, index, key, sub] = path;
  if (items !== 'items' || typeof index !== 'number') return undefined;
  const field = key === 'position' ? (sub === 'lng' ? 'lng' : 'lat') : key;
  return (CAMERA_FIELDS as readonly unknown[]).includes(field) ? { index, field: field as CameraField } : undefined;
}

/** What to say under a field for a problem the API names (`private-host`, `not-allowed`), or for a rule of the schema. */
export function problemText(t: TFunction<'adminWebcams'>, field: CameraField, problem: string): string {
  switch (field) {
    case 'name':
      return problem === 'too_big' ? t('errors.nameTooLong', { max: WEBCAM_LIMITS.name }) : t('errors.name');
    case 'id':
      return problem === 'duplicate'
        ? t('errors.idTaken')
        : problem === 'too_big'
          ? t('errors.idTooLong', { max: WEBCAM_LIMITS.id })
          : t('errors.id');
    case 'kind':
      return t('errors.kind');
    case 'lat':
      return t('errors.lat');
    case 'lng':
      return t('errors.lng');
    case 'refreshSeconds':
      return t('errors.refresh', WEBCAM_LIMITS.refreshSeconds);
    case 'stillUrl':
    case 'pageUrl':
      switch (problem) {
        case 'not-https':
          return t('errors.notHttps');
        case 'credentials':
          return t('errors.credentials');
        case 'private-host':
          return t('errors.privateHost');
        case 'not-allowed':
          return t('errors.notAllowed');
        case 'too_big':
          return t('errors.urlTooLong', { max: WEBCAM_LIMITS.url });
        default:
          return t('errors.url');
      }
  }
}

export interface FormIssue {
  /** The form's field: cameras.{index}.{field}, or `root` for the list itself. */
  name: string;
  message: string;
}

/** Every problem of the form's body, the first of each field only, in the form's order. */
export function webcamFormIssues(t: TFunction<'adminWebcams'>, values: WebcamsFormValues): FormIssue[] {
  const result = adminWebcamsSchema.safeParse(bodyOf(values));
  if (result.success) return [];
  const found = new Map<string, string>();
  for (const issue of result.error.issues) {
    const at = fieldOfPath(issue.path);
    if (!at) {
      if (issue.path.length <= 2) found.set('root', t('errors.tooMany', { max: WEBCAM_LIMITS.cameras }));
      continue;
    }
    const name = `cameras.${at.index}.${at.field}`;
    if (found.has(name)) continue;
    const params = 'params' in issue ? (issue.params as { problem?: string } | undefined) : undefined;
    found.set(name, problemText(t, at.field, params?.problem ?? issue.code));
  }
  const order = (name: string) => {
    if (name === 'root') return -1;
    const [, index, field] = name.split('.');
    return Number(index) * CAMERA_FIELDS.length + CAMERA_FIELDS.indexOf(field as CameraField);
  };
  return [...found].sort(([a], [b]) => order(a) - order(b)).map(([name, message]) => ({ name, message }));
}
