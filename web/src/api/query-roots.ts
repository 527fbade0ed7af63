/**
 * The first element of the query keys of each feature whose queries other features read (the files of this folder).
 * The feature's own keys start with the same root and its changes invalidate the root, so a change on its screen also
 * refreshes what the other screens read (an organization added shows in every organization picker).
 */
export const queryRoots = {
  dept: ['dept'],
  /** Devices and the inventory read from them: a sale moves a device (its organization and sale status). */
  device: ['device'],
  inventory: ['inventory'],
  deviceModel: ['deviceModel'],
  dict: ['dict'],
  menu: ['menu'],
  monitorItem: ['monitorItem'],
  productType: ['productType'],
  region: ['region'],
  role: ['role'],
  user: ['user'],
} as const;
