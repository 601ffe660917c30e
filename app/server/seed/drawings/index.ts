/** Every product family's drawing, by the kind the seed data names. */
import type { DemoImageKind } from "../types";
import {
  aiPolyp,
  dryingCabinet,
  endoInstrument,
  endoscopyTower,
  flexibleScope,
  scopeReprocessor,
  stent,
} from "./endoscopy";
import {
  detergent,
  indicator,
  plasmaSterilizer,
  steamSterilizer,
  ultrasonicCleaner,
  washerDisinfector,
} from "./infection";
import type { Drawing } from "./kit";
import { aiCells, biosafetyCabinet, bloodTubes, labAnalyser, samplingCart } from "./lab";
import {
  ceilingPendant,
  centralStation,
  electrocardiograph,
  electrosurgical,
  operatingTable,
  orIntegration,
  patientMonitor,
  surgicalLight,
} from "./theatre";

export const DRAWINGS: Record<DemoImageKind, Drawing> = {
  "endoscopy-tower": endoscopyTower,
  "ai-polyp": aiPolyp,
  "flexible-scope": flexibleScope,
  "endo-instrument": endoInstrument,
  stent,
  "scope-reprocessor": scopeReprocessor,
  "drying-cabinet": dryingCabinet,
  "steam-sterilizer": steamSterilizer,
  "plasma-sterilizer": plasmaSterilizer,
  "washer-disinfector": washerDisinfector,
  "ultrasonic-cleaner": ultrasonicCleaner,
  indicator,
  detergent,
  "operating-table": operatingTable,
  "surgical-light": surgicalLight,
  "ceiling-pendant": ceilingPendant,
  electrosurgical,
  "patient-monitor": patientMonitor,
  electrocardiograph,
  "or-integration": orIntegration,
  "central-station": centralStation,
  "lab-analyser": labAnalyser,
  "ai-cells": aiCells,
  "biosafety-cabinet": biosafetyCabinet,
  "sampling-cart": samplingCart,
  "blood-tubes": bloodTubes,
};
