// SPDX-License-Identifier: MIT
// TEST ONLY — local traffic for the Neo X indexer (local/stack/neox-traffic.ts), never deployed to a
// public network: anyone may mint.
//
// A minimal ERC-20 (EIP-20: name, symbol, decimals, totalSupply, balanceOf, transfer, transferFrom, approve,
// allowance, and the `Transfer` / `Approval` events), without a constructor, so its runtime code can be deployed
// with a plain creation prefix (local/neox/traffic.ts).
pragma solidity ^0.8.26;

contract TrafficToken {
    string public constant name = "Neo X Traffic Token";
    string public constant symbol = "NXT";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// Mint `value` to `to` (test only: anyone may).
    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(allowance[from][msg.sender] >= value, "allowance");
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
