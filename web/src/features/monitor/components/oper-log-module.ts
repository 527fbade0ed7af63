import type { TFunction } from 'i18next';
import { OPER_LOG_MODULES, OPER_LOG_MODULE_KEYS, type OperLogModule } from '@aed/shared/constants/oper-log-modules';
import { menuTitleKey } from '../../../lib/route-title';

const isModule = (key: string): key is OperLogModule => Object.hasOwn(OPER_LOG_MODULES, key);

/** A logged module by the name its menu shows in the UI language (a key the list does not know, as it is). */
export function operLogModuleName(t: TFunction, key: string): string {
  return isModule(key) ? t(menuTitleKey(OPER_LOG_MODULES[key]), { defaultValue: key }) : key;
}

/** The module search's choices: every known module by name, in the UI language's order. */
export function operLogModuleOptions(t: TFunction, language: string): { value: OperLogModule; label: string }[] {
  return OPER_LOG_MODULE_KEYS.map((key) => ({ value: key, label: operLogModuleName(t, key) })).sort((a, b) => a.label.localeCompare(b.label, language));
}
