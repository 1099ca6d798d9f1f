import { describe, expect, it } from 'vitest';
import { ASSET_TYPE_TRAITS, SUPPORTED_LANGUAGES } from '@town/shared';
import { distanceFromLandmark, toldDistance, type ToldDistance } from '@town/shared/distance';
import { DEMO_TOWN } from './demo-profile.ts';
import { generateTown } from './seed-town.ts';

/*
 * A demo listing never contradicts its card (docs/rules.md#distances): the distance its name
 * or summary tells ("a 80 m de la playa") is the one its card shows beside it, and the ones
 * its description tells are its card's distances to the beach and to the centre. Checked in
 * every language of a town bigger than the demo one (which it starts with).
 */

const town = generateTown({ assets: 1500 });

/** Every distance a text tells, in metres as told: "80 m", "1,2 km", "300 metrora", "kilometro batera" (Basque). */
function toldIn(text: string): number[] {
  const told: number[] = [];
  const figure = /(\d+(?:[.,]\d+)?)\s?(?:(km|m)(?![\p{L}\d²])|(kilometro|metro)\p{L}*)/gu;
  for (const match of text.matchAll(figure)) {
    const value = Number(match[1]!.replace(',', '.'));
    told.push((match[2] ?? match[3]) === 'km' || match[3] === 'kilometro' ? value * 1000 : value);
  }
  for (const _ of text.matchAll(/\bkilometro bat/gu)) told.push(1000);
  return told;
}

const asMetres = ({ value, unit }: ToldDistance) => (unit === 'km' ? value * 1000 : value);

/** The distances a place's card shows: from its landmark (the beach or the centre), and both landmarks. */
function cardDistances(asset: { type: keyof typeof ASSET_TYPE_TRAITS; lat: number; lng: number }) {
  const point = { lat: asset.lat, lng: asset.lng };
  const beach = asMetres(toldDistance(distanceFromLandmark('beach', point, DEMO_TOWN)!));
  const centre = asMetres(toldDistance(distanceFromLandmark('centre', point, DEMO_TOWN)!));
  return { shown: ASSET_TYPE_TRAITS[asset.type].distanceFrom === 'beach' ? beach : centre, beach, centre };
}

describe('the demo town’s distances', () => {
  it('tells in a listing’s name and summary the distance its card shows, in every language', () => {
    const wrong: string[] = [];
    const telling = new Map<string, number>();
    for (const { asset, texts } of town) {
      const card = cardDistances(asset);
      for (const text of texts) {
        for (const [field, value] of [
          ['name', text.name],
          ['summary', text.summary],
        ] as const) {
          const told = toldIn(value);
          if (told.length > 0) telling.set(text.lang, (telling.get(text.lang) ?? 0) + 1);
          for (const metres of told)
            if (metres !== card.shown)
              wrong.push(`${asset.type} ${field} [${text.lang}] card ${card.shown} m: ${value}`);
        }
      }
    }
    expect(wrong.slice(0, 8), `${wrong.length} texts`).toEqual([]);
    // The check reads every language's figures: each tells distances in its names and summaries.
    for (const lang of SUPPORTED_LANGUAGES) expect(telling.get(lang) ?? 0, lang).toBeGreaterThan(50);
  });

  it('tells in a description only the card’s distances to the beach and to the centre', () => {
    const wrong: string[] = [];
    let told = 0;
    for (const { asset, texts } of town) {
      const card = cardDistances(asset);
      for (const text of texts)
        for (const [section, value] of Object.entries(text.sections))
          for (const metres of toldIn(value!)) {
            told++;
            if (metres !== card.beach && metres !== card.centre)
              wrong.push(
                `${asset.type} ${section} [${text.lang}] beach ${card.beach} m, centre ${card.centre} m: ${value}`,
              );
          }
    }
    expect(wrong.slice(0, 8), `${wrong.length} texts`).toEqual([]);
    expect(told).toBeGreaterThan(1000);
  });

  it('reads the figures as they are written in each language', () => {
    expect(toldIn('Apartamento a 80 m de la playa')).toEqual([80]);
    expect(toldIn('Piso de 95 m² a 1,2 km de la playa')).toEqual([1200]);
    expect(toldIn('Hondartzatik 300 metrora, Plaça Majorretik 1,5 kilometrora')).toEqual([300, 1500]);
    expect(toldIn('Udaletxetik kilometro batera')).toEqual([1000]);
    expect(toldIn('A 2 min, 3 mesas')).toEqual([]);
  });
});
