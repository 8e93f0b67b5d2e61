// SPDX-License-Identifier: MIT
// TEST ONLY — a local stand-in, never deployed to a public network.
//
// Stands in for the Neo X bridge system contract 0x1212000000000000000000000000000000000004 (NEO.md §5.1 "System
// contracts", §5.3 step 3) on the local Hardhat node: it is put AT that address with hardhat_setCode, so the
// product's configured bridge address works unchanged.
//
// Interface: the receiving side of the N3 -> Neo X GAS bridge as CoZ blockchain-services declares the bridge's ABI in
// packages/bs-neox/src/assets/abis/bridge.ts (commit 31ff289): `depositNative(bytes32 _depositRoot,
// (uint8 v, bytes32 r, bytes32 s)[] _signatures, (uint256 nonce, address to, uint256 amount)[] _deposits)`,
// nonpayable, and `event NativeDeposit(uint256 indexed nonce, address indexed to, uint256 amount)`.
// Behaviour: as bane-labs/bridge-evm-contracts contracts/bridge/BridgeImpl.sol `depositNative` /
// `_executeNativeTransfers` and contracts/library/NativeBridgeLib.sol: only the relayer may call it; a deposit's
// `amount` is in N3 GAS units (datoshi, 10^-8 GAS); the bridge pays `amount * 10^10` wei (GAS has 8 decimals on N3,
// 18 on Neo X: NEO.md §5.2) from its own balance to `to` and emits NativeDeposit with the UNSCALED amount.
//
// What this stand-in does NOT do (documented in local/neox/README.md): no validator signatures or deposit root are
// checked (both arguments are accepted and ignored), no governance, pausing, token bridges, withdrawals or
// claimables (a payment that fails reverts the whole call instead of becoming claimable), no proxy. Each nonce is
// delivered at most once (the real bridge demands nonces strictly subsequent to its stored one; this one only
// refuses a nonce already delivered, so a restarted local Neo X node accepts a persisted N3 privnet's next nonces).
pragma solidity ^0.8.26;

contract BridgeStandIn {
    struct Signature {
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    struct DepositData {
        uint256 nonce;
        address payable to;
        uint256 amount;
    }

    /// The only account allowed to deliver deposits. No constructor: the deployer writes this slot with
    /// hardhat_setStorageAt (the runtime code is installed with hardhat_setCode, which runs no constructor).
    address public relayer;

    /// Nonces already delivered.
    mapping(uint256 => bool) public delivered;

    /// GAS on N3 has 8 decimals, on Neo X 18: the bridge's decimal scaling factor for native GAS.
    uint256 public constant DECIMAL_SCALING_FACTOR = 10;

    event NativeDeposit(uint256 indexed nonce, address indexed to, uint256 amount);

    error NoAuthorization();
    error InvalidDepositsLength();
    error InvalidNonceSequence();
    error TransferFailed();

    /// Deliver deposits locked on Neo N3: pay each `amount * 10^10` wei to `to` and emit NativeDeposit.
    function depositNative(bytes32, Signature[] calldata, DepositData[] calldata _deposits) external {
        if (msg.sender != relayer) revert NoAuthorization();
        if (_deposits.length == 0) revert InvalidDepositsLength();
        for (uint256 i = 0; i < _deposits.length; i++) {
            DepositData calldata deposit = _deposits[i];
            if (delivered[deposit.nonce]) revert InvalidNonceSequence();
            delivered[deposit.nonce] = true;
            (bool success,) = deposit.to.call{value: deposit.amount * (10 ** DECIMAL_SCALING_FACTOR)}("");
            if (!success) revert TransferFailed();
            emit NativeDeposit(deposit.nonce, deposit.to, deposit.amount);
        }
    }
}
