/**
 * Where a connection may go. A connector's host is typed by a company's user and dialled by the
 * server: without a rule, a user could make the server reach its own loopback services or the
 * private network behind it (SSRF). So the host is resolved once, every address it resolves to is
 * checked, and the connection is made to the checked address itself (a second resolution could
 * answer otherwise: DNS rebinding). Loopback, private, link-local, shared, multicast and reserved
 * addresses are refused unless the operator allows them (`PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES`).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { FileTransferError, networkErrorCode } from './file-transfer-error.ts';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP) is loopback, private or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return refused.check(mapped[1]!, 'ipv4');
    return refused.check(address, 'ipv6');
  }
  return true;
}

/**
 * The address to dial for `host`: the first it resolves to, once every one passed the policy (a
 * name resolving to one public and one private address is refused: which one a client picks is
 * not ours to guess).
 */
export async function resolveAllowedAddress(host: string, options: { allowPrivateAddresses: boolean }): Promise<string> {
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch (error) {
      throw new FileTransferError(networkErrorCode(error) ?? 'file_transfer.host_not_found', `cannot resolve ${host}`, { params: { host }, cause: error });
    }
  }
  if (addresses.length === 0) throw new FileTransferError('file_transfer.host_not_found', `cannot resolve ${host}`, { params: { host } });
  if (!options.allowPrivateAddresses && addresses.some(isPrivateAddress)) {
    throw new FileTransferError('file_transfer.host_not_allowed', `${host} is a loopback or private address`, { params: { host } });
  }
  return addresses[0]!;
}
