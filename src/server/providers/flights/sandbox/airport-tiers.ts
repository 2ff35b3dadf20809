/*
 * How big an airport is, for deciding who flies there. "large" are the busiest airports by
 * passengers (ACI World / Wikipedia "List of busiest airports by passenger traffic" and the
 * national lists it links), "medium" well-known regional and leisure airports; every other airport
 * is small and reached through a nearby hub. Airports that are an airline's hub (airlines.ts) count
 * as hubs whatever this table says.
 */

const codes = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

const LARGE = codes(`
  SAN TPA AUS BNA MSY RDU SJC SMF STL MCI IND CLE CMH PIT SAT HNL BDL RSW SNA PBI JAX SJU MSP BUF ABQ OKC
  MEM RIC ONT TUS OMA SDF BOI OGG YOW YEG YHZ YWG CUN SJD PVR TIJ MBJ NAS PUJ SDQ AUA GIG BSB CNF POA SSA REC
  FOR CWB UIO GYE MVD ASU VVI CTG MDE CLO SJO GUA DUS HAM STR CGN NCE LYS MRS TLS BOD NTE LIN VCE NAP BLQ
  CTA PMI AGP ALC VLC SVQ BIO LPA TFS ACE FUE IBZ FAO EDI GLA NCL BFS PRG KRK SOF BEG ZAG SKG HER RHO CFU LCA
  TLV AYT ADB ESB RIX TLL VNO BGO TRD GOT BAH KWI MCT DMM MED BEY HRG SSH JNB CPT DUR LOS ABV ACC DKR RAK TUN
  ALG DAR ZNZ EBB KGL MRU SEZ LAD HRE MAA CCU HYD COK AMD GOI MLE KTM DAC KHI LHE ISB DMK HKT CNX PEN BKI DPS
  SUB CEB DAD PNH REP RGN MFM KHH GMP PUS CJU KIX ITM NGO FUK CTS OKA PKX SZX TFU XIY CKG HGH NKG WUH CSX XMN
  TAO URC TSN DLC SYX ALA TAS ADL OOL CNS CBR ZQN PPT NOU
`);

const MEDIUM = codes(`
  ALB SYR ROC PWM MHT PVD ORF CHS SAV MYR GSP CAE GSO TYS CHA BHM HSV JAN LIT TUL ICT DSM MSN MKE GRR DAY CVG
  LEX FAT RNO PSP SBA LGB GEG BZN JAC ASE EGE MSO FCA COS BTV ELP KOA LIH YQB YXE YQR YLW YYJ STT STX SXM BGI
  POS UVF GCM PLS LIR BZE RTB SAL MGA TGU HAV VRA MZT ZIH HUX OAX MID BJX CZM CUZ AQP BRE HAJ NUE LEJ DRS SZG
  INN GRZ LNZ BSL LUX EIN RTM SXB MPL BIQ BES RNS TRN GOA PSA FLR BRI BDS PMO CAG OLB AHO SUF TRS VRN TSF SCQ
  VGO OVD SDR XRY GRX REU GRO MAH FNC PDL LPL EMA EXT SOU NQY ABZ INV BHD ORK SNN KIR BLL AAL SVG BOO TOS MMX
  TMP OUL RVN WRO POZ GDN KTW BRQ BTS LJU SPU DBV ZAD PUY TIA SKP TGD SJJ KIV IAS CLJ TSR VAR BOJ CHQ JTR JMK
  KGS DLM BJV NBE MIR SFA OUD FEZ AGA TNG ESU LXR ASW SPX HBE AQJ EIL SLL TIF AHB TUU GIZ PLZ ELS BFN MPM
  WDH VFA LVI JRO KIS MBA TNR DZA RUN PNR DLA NSI LBV COO LFW OUA BKO ABJ CKY FNA ROB BJL RAI SID BVC LPB
  VTZ TRV IXE CCJ IXC ATQ JAI LKO PAT GAU BBI NAG PNQ IDR VNS SXR IXB BDQ STV UDR HBX IXM TRZ JFN RML KBV
  USM KBR LGK KCH MYY BWN TWU BTH PKU PDG UPG BPN LOP YIA SRG MDC AMQ DVO ILO BCD PPS KLO TAG CRK HPH CXR PQC
  VDO HUI LPQ VTE MDL NYT HKD KOJ KMJ HIJ AOJ SDJ MMY ISG KMQ TAK OIT YGJ NGS CHC WLG DUD NPE NSN PMR ROT HLZ
  NPL TRG DRW HBA TSV MKY ROK HTI LST LNC AYQ BME KTA
`);

/**
 * The world's great international gateways: every long-haul airline flies to most of them from
 * its main hub (London to Delhi, Dubai, Hong Kong and Singapore; Dubai to everywhere).
 */
export const GATEWAYS = codes(`
  LHR CDG AMS FRA IST DXB DOH SIN HKG ICN NRT HND PEK PVG CAN BKK KUL DEL BOM SYD MEL JFK EWR LAX SFO ORD
  ATL MIA DFW IAH YYZ YVR GRU MEX BOG MAD BCN FCO MUC ZRH JNB ADD CAI TPE MNL CGK SEA BOS IAD LIS DUB AUH
`);

export type Tier = 'hub' | 'large' | 'medium' | 'small';

export function baseTier(iata: string): Exclude<Tier, 'hub'> {
  if (LARGE.has(iata)) return 'large';
  if (MEDIUM.has(iata)) return 'medium';
  return 'small';
}

/*
 * Markets: low-cost carriers fly freely inside one (Europe with the Mediterranean rim; North
 * America with the Caribbean and Central America); elsewhere a market is one country.
 */
const EUROPE = codes(`
  AL AD AT BA BE BG CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL
  PT RO RS SE SI SK SM XK MA TN EG IL JO TR GE AM
`);
const NORTH_AMERICA = codes(`
  US CA MX PR BS JM DO HT CU AW CW BQ SX MF BB TT LC AG KN VG VI KY TC GP MQ DM GD VC BZ GT SV HN NI CR PA BM
`);

export function marketOf(countryCode: string): string {
  if (EUROPE.has(countryCode)) return 'europe';
  if (NORTH_AMERICA.has(countryCode)) return 'north_america';
  return countryCode;
}
