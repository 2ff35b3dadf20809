/**
 * IATA metropolitan area ("city") codes: one code that stands for every airport serving a city,
 * so a search for LON or 'London' can mean Heathrow, Gatwick, Stansted, Luton, City and Southend.
 *
 * Source of the facts: the IATA Airline Coding Directory as summarised by Wikivoyage's
 * "Metropolitan area airport codes" page (en.wikivoyage.org/wiki/Metropolitan_area_airport_codes).
 * Only codes IATA really assigns are listed, and only airports that are in our airport list
 * (closed ones such as Tegel, Schönefeld, Nanyuan and Atatürk are left out). Some cities reuse
 * their main airport's code as the city code (SHA, BKK, HOU, IST, TPE, BFS, IEV, WAW, CTU):
 * for those the code keeps meaning the airport when a single location is looked up.
 *
 * scripts/generate-airports.ts refuses to run if a member here is missing from the data.
 */
export interface MetroArea {
  /** The IATA city code. */
  code: string;
  /** The city as people type it; matched by the type-ahead like an airport's own city. */
  name: string;
  countryCode: string;
  /** Member airports' IATA codes, main airport first. */
  airports: readonly string[];
}

export const METRO_AREAS: readonly MetroArea[] = [
  // Europe
  { code: 'LON', name: 'London', countryCode: 'GB', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  { code: 'PAR', name: 'Paris', countryCode: 'FR', airports: ['CDG', 'ORY', 'BVA', 'LBG'] },
  { code: 'MIL', name: 'Milan', countryCode: 'IT', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', name: 'Rome', countryCode: 'IT', airports: ['FCO', 'CIA'] },
  { code: 'MOW', name: 'Moscow', countryCode: 'RU', airports: ['SVO', 'DME', 'VKO'] },
  { code: 'STO', name: 'Stockholm', countryCode: 'SE', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  { code: 'REK', name: 'Reykjavik', countryCode: 'IS', airports: ['KEF', 'RKV'] },
  { code: 'BUH', name: 'Bucharest', countryCode: 'RO', airports: ['OTP', 'BBU'] },
  { code: 'TCI', name: 'Tenerife', countryCode: 'ES', airports: ['TFS', 'TFN'] },
  { code: 'IST', name: 'Istanbul', countryCode: 'TR', airports: ['IST', 'SAW'] },
  { code: 'BFS', name: 'Belfast', countryCode: 'GB', airports: ['BFS', 'BHD'] },
  { code: 'IEV', name: 'Kyiv', countryCode: 'UA', airports: ['KBP', 'IEV'] },
  { code: 'WAW', name: 'Warsaw', countryCode: 'PL', airports: ['WAW', 'WMI'] },
  // The Americas
  { code: 'NYC', name: 'New York', countryCode: 'US', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'WAS', name: 'Washington', countryCode: 'US', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'CHI', name: 'Chicago', countryCode: 'US', airports: ['ORD', 'MDW'] },
  { code: 'DTT', name: 'Detroit', countryCode: 'US', airports: ['DTW', 'DET', 'YIP'] },
  { code: 'QDF', name: 'Dallas', countryCode: 'US', airports: ['DFW', 'DAL'] },
  { code: 'HOU', name: 'Houston', countryCode: 'US', airports: ['IAH', 'HOU'] },
  { code: 'YTO', name: 'Toronto', countryCode: 'CA', airports: ['YYZ', 'YTZ'] },
  { code: 'YMQ', name: 'Montreal', countryCode: 'CA', airports: ['YUL', 'YMX'] },
  { code: 'SAO', name: 'Sao Paulo', countryCode: 'BR', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', name: 'Rio de Janeiro', countryCode: 'BR', airports: ['GIG', 'SDU'] },
  { code: 'BHZ', name: 'Belo Horizonte', countryCode: 'BR', airports: ['CNF', 'PLU'] },
  { code: 'BUE', name: 'Buenos Aires', countryCode: 'AR', airports: ['EZE', 'AEP'] },
  // Asia
  { code: 'TYO', name: 'Tokyo', countryCode: 'JP', airports: ['HND', 'NRT'] },
  { code: 'OSA', name: 'Osaka', countryCode: 'JP', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'SPK', name: 'Sapporo', countryCode: 'JP', airports: ['CTS', 'OKD'] },
  { code: 'SEL', name: 'Seoul', countryCode: 'KR', airports: ['ICN', 'GMP'] },
  { code: 'BJS', name: 'Beijing', countryCode: 'CN', airports: ['PEK', 'PKX'] },
  { code: 'SHA', name: 'Shanghai', countryCode: 'CN', airports: ['PVG', 'SHA'] },
  { code: 'CTU', name: 'Chengdu', countryCode: 'CN', airports: ['TFU', 'CTU'] },
  { code: 'TPE', name: 'Taipei', countryCode: 'TW', airports: ['TPE', 'TSA'] },
  { code: 'BKK', name: 'Bangkok', countryCode: 'TH', airports: ['BKK', 'DMK'] },
  { code: 'JKT', name: 'Jakarta', countryCode: 'ID', airports: ['CGK', 'HLP'] },
];
