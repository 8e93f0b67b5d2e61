// SPDX-License-Identifier: MIT
// TEST ONLY — local traffic for the Neo X indexer (local/stack/neox-traffic.ts), never deployed to a
// public network: the Neo X side of the "Privnet traffic" dApp, a counter anyone can touch.
pragma solidity ^0.8.26;

contract TrafficCounter {
    uint256 public count;
    mapping(address => uint256) public touchesOf;

    event Touched(address indexed by, uint256 count);

    function touch() external {
        count += 1;
        touchesOf[msg.sender] += 1;
        emit Touched(msg.sender, count);
    }
}
