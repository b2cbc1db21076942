import { FLOW_TITLES, type FlowId } from '../../contract/flow-ids.ts';

/** Title and introduction of every flow page (spec §2 route table); the dashboard and Mijn data name flows with these too. */
export const flowPageTexts: Record<FlowId, { title: string; intro: string }> = {
  onboarding: {
    title: FLOW_TITLES.onboarding,
    intro:
      'Met een paar vragen over jou en je huis maken we een eerste inschatting: hoeveel energie je huis gebruikt en welke oplossingen in aanmerking komen.',
  },
  houseDetails: {
    title: FLOW_TITLES.houseDetails,
    intro:
      'Hier vertel je hoe je huis is geïsoleerd en hoe je het verwarmt. Daarmee rekenen we het warmteverlies van je huis uit.',
  },
  personalBehavior: {
    title: FLOW_TITLES.personalBehavior,
    intro:
      'Hoe woon je, en wat vind je belangrijk? Denk aan douchen, de temperatuur in huis en wat je wilt uitgeven. Zo past het advies bij jouw manier van leven.',
  },
  values: {
    title: FLOW_TITLES.values,
    intro:
      'Verdeel punten over wat je belangrijk vindt, zoals lage maandlasten, weinig verbouwen of weinig CO2-uitstoot. Het advies zet de oplossingen dan in jouw volgorde.',
  },
  results_welcomeback: {
    title: FLOW_TITLES.results_welcomeback,
    intro:
      'Fijn dat je er weer bent. We laten zien waar je was gebleven en wat er sinds je vorige bezoek is veranderd.',
  },
  results_gas: {
    title: FLOW_TITLES.results_gas,
    intro:
      'Bij deze route blijft je huis aangesloten op het gasnet, met groen gas of waterstof in plaats van aardgas. Je ziet welke oplossingen dan bij je huis passen.',
  },
  results_electric: {
    title: FLOW_TITLES.results_electric,
    intro:
      'Bij deze route verwarm je je huis helemaal elektrisch, bijvoorbeeld met een warmtepomp. Je ziet welke oplossingen dan bij je huis passen.',
  },
  results_heat_grid: {
    title: FLOW_TITLES.results_heat_grid,
    intro:
      'Bij deze route krijgt je huis warmte via buizen in de straat, van een gezamenlijke bron. Je ziet welke oplossingen dan bij je huis passen.',
  },
  results_nonet: {
    title: FLOW_TITLES.results_nonet,
    intro:
      'Bij deze route regel je de warmte helemaal zelf, zonder gasnet of warmtenet, bijvoorbeeld met een pelletkachel of een warmtepomp met PVT-panelen.',
  },
};
