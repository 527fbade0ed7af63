import { useEffect, useMemo, useState } from 'react';
import { HStack, NativeSelect, Spinner, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAX_REGION_DEPTH, type RegionOption, type RegionPathNode } from '@aed/shared/schemas/region';
import { errorMessage } from '../../lib/error-message';
import { useRegionOptions } from '../../api/get-region-options';
import { useRegionPaths } from '../../api/get-region-paths';
import { useRegionName } from './use-region-name';

/** What a level shows for the chosen region: its id, names and whether it is still offered. */
type Choice = Pick<RegionPathNode, 'regionId' | 'regionName' | 'names' | 'status'>;

export interface RegionCascadeSelectProps {
  /** The chosen region (the deepest level picked), or null for none. */
  value: number | null;
  /** Called with the new choice and its path (country first); null and [] when every level is cleared. */
  onChange: (regionId: number | null, path: readonly Choice[]) => void;
  /** Selects are `<testId>-1` (countries) to `<testId>-<maxLevel>`. */
  testId: string;
  /** The deepest level offered (1 = countries only). Defaults to every level. */
  maxLevel?: number;
  /** A region not offered, nor anything below it (e.g. the region being moved). */
  excludeId?: number;
  /** Text of the empty choice of the first select (default: "— Country —"). */
  emptyLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Accessible name of the group. */
  label?: string;
}

interface LevelProps {
  level: number;
  parentId: number;
  chosen: Choice | undefined;
  excludeId?: number;
  emptyLabel: string;
  disabled?: boolean;
  invalid?: boolean;
  testId: string;
  onPick: (option: Choice | undefined) => void;
}

/** One level: the choices under the region picked above it. A level with nothing to offer (a leaf above) hides. */
function CascadeLevel({ level, parentId, chosen, excludeId, emptyLabel, disabled, invalid, testId, onPick }: LevelProps) {
  const { t } = useTranslation('region');
  const { name } = useRegionName();
  const options = useRegionOptions(parentId);
  const offered = useMemo(() => (options.data ?? []).filter((o) => o.regionId !== excludeId), [options.data, excludeId]);
  if (options.isSuccess && offered.length === 0 && !chosen) return null;
  if (options.isPending) {
    return (
      <HStack gap="2" data-testid={`${testId}-${level}-loading`}>
        <Spinner size="sm" />
        <Text fontSize="sm" color="fg.muted">
          {t('cascade.loading')}
        </Text>
      </HStack>
    );
  }
  if (options.isError) {
    return (
      <Text fontSize="sm" color="fg.error" data-testid={`${testId}-${level}-error`}>
        {errorMessage(t, options.error)}
      </Text>
    );
  }
  // A region chosen earlier that is no longer offered (disabled since) stays visible, marked, until changed.
  const stale = chosen && !offered.some((o) => o.regionId === chosen.regionId) ? chosen : undefined;
  const byId = new Map<number, RegionOption | Choice>(offered.map((o) => [o.regionId, o]));
  return (
    <NativeSelect.Root width="auto" minW="40" disabled={disabled} invalid={invalid}>
      <NativeSelect.Field
        data-testid={`${testId}-${level}`}
        aria-label={t(`level.${level}`)}
        value={chosen ? String(chosen.regionId) : ''}
        onChange={(e) => {
          const id = Number(e.target.value);
          const picked = e.target.value ? (byId.get(id) ?? (stale?.regionId === id ? stale : undefined)) : undefined;
          onPick(picked ? { regionId: picked.regionId, regionName: picked.regionName, names: picked.names, status: 'status' in picked ? picked.status : '0' } : undefined);
        }}
      >
        <option value="">{emptyLabel}</option>
        {stale && (
          <option value={stale.regionId} disabled>
            {t('cascade.disabled', { name: name(stale) })}
          </option>
        )}
        {offered.map((o) => (
          <option key={o.regionId} value={o.regionId}>
            {name(o)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * Cascading select of administrative regions (docs/decisions/0016), controlled: one select per level, each loading
 * only the enabled sub-regions of the region chosen above it (one request per level, on demand). A value given from
 * outside is shown with its whole path (one lookup). Names follow the UI language. For the forms that reference a
 * region (installation addresses); the server checks the choice again (`selectableRegion`).
 */
export function RegionCascadeSelect({ value, onChange, testId, maxLevel = MAX_REGION_DEPTH, excludeId, emptyLabel, disabled, invalid, label }: RegionCascadeSelectProps) {
  const { t } = useTranslation('region');
  const [chain, setChain] = useState<Choice[]>([]);
  const known = chain.at(-1)?.regionId ?? null;
  // A value set from outside (or the first render of an existing choice): its path from the server.
  const lookup = useRegionPaths(value !== null && value !== known ? [value] : []);
  useEffect(() => {
    if (value === null) {
      if (chain.length) setChain([]);
      return;
    }
    const found = lookup.data?.find((p) => p.regionId === value);
    if (found && value !== known) setChain(found.nodes);
  }, [value, known, chain.length, lookup.data]);

  const pick = (level: number, option: Choice | undefined) => {
    const next = option ? [...chain.slice(0, level - 1), option] : chain.slice(0, level - 1);
    setChain(next);
    onChange(next.at(-1)?.regionId ?? null, next);
  };
  const levels = Math.min(maxLevel, chain.length + 1);
  // (a value the server does not know shows the empty selects)
  const waiting = value !== null && value !== known && lookup.isPending;

  return (
    <Wrap gap="2" role="group" aria-label={label} data-testid={testId}>
      {waiting ? (
        <HStack gap="2" data-testid={`${testId}-loading`}>
          <Spinner size="sm" />
          <Text fontSize="sm" color="fg.muted">
            {t('cascade.loading')}
          </Text>
        </HStack>
      ) : (
        Array.from({ length: levels }, (_, i) => i + 1).map((level) => (
            <CascadeLevel
              key={`${level}-${level === 1 ? 0 : chain[level - 2]?.regionId}`}
              level={level}
              parentId={level === 1 ? 0 : chain[level - 2]!.regionId}
              chosen={chain[level - 1]}
              excludeId={excludeId}
              emptyLabel={level === 1 && emptyLabel ? emptyLabel : t('cascade.choose', { level: t(`level.${level}`) })}
              disabled={disabled}
              invalid={invalid}
              testId={testId}
              onPick={(option) => pick(level, option)}
            />
          ))
      )}
      {lookup.isError && (
        <Text fontSize="sm" color="fg.error" data-testid={`${testId}-error`}>
          {errorMessage(t, lookup.error)}
        </Text>
      )}
    </Wrap>
  );
}
