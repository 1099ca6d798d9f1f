import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { listOfConfigType } from '@town/shared/asset-types';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { useLang } from '../../components/lang-link.tsx';
import { LocationMap } from '../../components/location-map.tsx';
import { assetQueryOptions } from '../../features/catalogue/api/asset.ts';
import { assetDescriptionQueryOptions } from '../../features/catalogue/api/asset-description.ts';
import { AssetDetailPage } from '../../features/catalogue/components/asset-detail-page.tsx';
import { availabilityQueryOptions } from '../../features/bookings/api/availability.ts';
import { AvailabilityCalendar } from '../../features/bookings/components/availability-calendar.tsx';
import { BookingBox } from '../../features/bookings/components/booking-box.tsx';
import { CONSENT_ASKED_SELECTOR } from '../../features/consent/utils/stored-consent.ts';
import { notFoundIfMissing } from '../../lib/not-found.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { Island } from '../../components/island.tsx';

/**
 * /{lang}/assets/asset/{id}/{type?}: the asset and its description in the page's language,
 * and its availability only when the type is the rent type (docs/product.md#asset-pages). The page stands
 * without a description or availability; an unknown asset is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const lang = params.lang ?? DEFAULT_LANGUAGE;
  const optional: Promise<unknown>[] = [
    getQueryClient()
      .ensureQueryData(assetDescriptionQueryOptions(id, lang))
      .catch(() => undefined),
  ];
  if (listOfConfigType(params.type)?.bookable) {
    optional.push(
      getQueryClient()
        .ensureQueryData(availabilityQueryOptions(id))
        .catch(() => undefined),
    );
  }
  try {
    await Promise.all([getQueryClient().ensureQueryData(assetQueryOptions(id, lang)), ...optional]);
  } catch (error) {
    notFoundIfMissing(error);
    throw error;
  }
  return null;
}

export function Component() {
  const { id = '', type } = useParams();
  const lang = useLang();
  const [params] = useSearchParams();
  return (
    <AssetDetailPage
      key={id}
      id={id}
      lang={lang}
      configType={type}
      locationMap={(asset) => (
        <Island
          name="locationMap"
          component={LocationMap}
          props={{ lat: asset.location.lat, lng: asset.location.lng, label: asset.name }}
          when="visible"
        />
      )}
      booking={(asset) => {
        // Opened with a stay (from a dated list, back from signing in), booking it is what the visitor came for.
        const cameWithStay = params.has('checkOut');
        return {
          box: (
            <Island
              name="bookingBox"
              component={BookingBox}
              props={{
                assetId: asset.id,
                assetName: asset.name,
                capacity: asset.capacity,
                priceFrom: asset.priceFrom ?? null,
                // The consent banner takes the bottom of a phone's screen while it asks.
                barHiddenUnder: CONSENT_ASKED_SELECTOR,
              }}
              when={cameWithStay ? 'load' : 'interaction'}
            />
          ),
          calendar: (
            <Island
              name="availabilityCalendar"
              component={AvailabilityCalendar}
              props={{ assetId: asset.id, capacity: asset.capacity }}
              // The server draws only its place: at once with a stay, else when it comes into view. The
              // box shows and books the stay chosen here: it is hydrated first.
              when={cameWithStay ? 'load' : 'visible'}
              needs={['bookingBox']}
            />
          ),
        };
      }}
    />
  );
}
