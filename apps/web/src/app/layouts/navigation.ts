/** The header's sections, in order; `key` is the label in the `translation` namespace (nav.*). */
export const NAV_GROUPS = [
  {
    key: 'stay',
    items: [
      { key: 'rent', to: 'assets/propertyListRent' },
      { key: 'long', to: 'assets/propertyListLong' },
      { key: 'sale', to: 'assets/propertyListSale' },
      { key: 'hotels', to: 'assets/hotelList' },
      { key: 'realEstate', to: 'assets/realStateList' },
    ],
  },
  {
    key: 'enjoy',
    items: [
      { key: 'eat', to: 'assets/eatList' },
      { key: 'shops', to: 'assets/shopList' },
      { key: 'activities', to: 'assets/activityList' },
      { key: 'services', to: 'assets/servicesList' },
    ],
  },
  {
    key: 'town',
    items: [
      { key: 'map', to: 'map' },
      { key: 'weather', to: 'weather' },
      { key: 'webcams', to: 'webcams' },
      { key: 'info', to: 'info' },
      { key: 'contact', to: 'contact' },
    ],
  },
] as const;
